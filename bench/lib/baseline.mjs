// The floor to compare against: bare Fastify answering with one SQL query on the bench's
// PostgreSQL database (a pool as large as the server's), reading the same themes rows.
import Fastify from 'fastify';
import pg from 'pg';

export async function startBaseline(port, databaseUrl, themeRows) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  await pool.query(
    'create table if not exists bench_themes (name text primary key, palette jsonb not null)',
  );
  for (const [name, palette] of Object.entries(themeRows)) {
    await pool.query(
      'insert into bench_themes (name, palette) values ($1, $2) on conflict do nothing',
      [name, palette],
    );
  }
  const app = Fastify({ logger: false });
  app.get('/baseline', async () => {
    const { rows } = await pool.query('select name, palette from bench_themes');
    return { data: Object.fromEntries(rows.map((row) => [row.name, row.palette])) };
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}/baseline`,
    stop: async () => {
      await app.close();
      await pool.end();
    },
  };
}
