// The floor to compare against: bare Fastify answering with one SQL query on the same kind of
// database the server uses, reading the same themes rows.
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

export async function startBaseline(port, themeRows) {
  const db = process.env.DATABASE_URL ? await postgres(themeRows) : await pglite(themeRows);
  const app = Fastify({ logger: false });
  app.get('/baseline', async () => {
    const rows = await db.query('select name, palette from bench_themes');
    return { data: Object.fromEntries(rows.map((row) => [row.name, row.palette])) };
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}/baseline`,
    stop: async () => {
      await app.close();
      await db.close();
    },
  };
}

async function pglite(themeRows) {
  const client = await PGlite.create();
  await seed((sql, params) => client.query(sql, params), themeRows);
  return {
    query: async (sql) => (await client.query(sql)).rows,
    close: () => client.close(),
  };
}

async function postgres(themeRows) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  await seed((sql, params) => pool.query(sql, params), themeRows);
  return {
    query: async (sql) => (await pool.query(sql)).rows,
    close: async () => {
      await pool.query('drop table if exists bench_themes');
      await pool.end();
    },
  };
}

async function seed(run, themeRows) {
  await run(
    `create table if not exists bench_themes (name text primary key, palette jsonb not null)`,
  );
  for (const [name, palette] of Object.entries(themeRows)) {
    await run('insert into bench_themes (name, palette) values ($1, $2) on conflict do nothing', [
      name,
      palette,
    ]);
  }
}
