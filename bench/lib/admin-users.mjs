// The admin console's users table on PostgreSQL: 100 000 accounts, a tenth of them
// tagged, and the list read one request at a time as an admin paging and searching waits for it.
import pg from 'pg';
import { percentiles } from './percentiles.mjs';
import { signIn } from './server.mjs';

const accounts = 100_000;
const reads = 60;

/** Adds the accounts straight to the database: made through the API they would take an hour. */
async function seedAccounts(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into users (email, first_name, last_name, role, password_hash)
       select 'bench' || n || '@school.test',
              (array['Ana','Ben','Chloe','Dev','Ella','Finn','Gia','Hugo'])[1 + n % 8],
              (array['Smith','Jones','Garcia','Khan','Okafor','Tanaka','Novak'])[1 + n % 7] || n,
              case when n % 50 = 0 then 'facilitator' else 'student' end,
              '!'
       from generate_series(1, $1) as n`,
      [accounts],
    );
    const { rows } = await client.query(
      `insert into user_tags (name, colour) values ('Bench cohort', 'accent') returning id`,
    );
    await client.query(
      `insert into user_tag_assignments (user_id, tag_id)
       select id, $1 from users where email like 'bench%' and right(email, 13) like '0@school.test'`,
      [rows[0].id],
    );
    await client.query('analyze users; analyze user_tag_assignments');
    return rows[0].id;
  } finally {
    await client.end();
  }
}

export async function measureAdminUsers(url, databaseUrl) {
  const tagId = await seedAccounts(databaseUrl);
  const { accessToken } = await signIn(url, 'admin@sparked.test', 'sparked-admin-demo');
  const time = async (query) => {
    const samples = [];
    for (let index = 0; index < reads; index++) {
      const started = performance.now();
      const response = await fetch(`${url}/sparked-api/users?${query}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      if (!response.ok) throw new Error(`users: ${response.status} ${await response.text()}`);
      const { data } = await response.json();
      if (data.users.length === 0) throw new Error(`nothing for ${query}`);
      samples.push(performance.now() - started);
    }
    return percentiles(samples);
  };
  return {
    first: await time('sort=name'),
    deep: await time('sort=createdAt&order=desc&offset=50000'),
    search: await time('search=okafor12'),
    filtered: await time(`role=student&status=active&tagId=${tagId}&sort=email`),
  };
}
