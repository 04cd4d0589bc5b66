import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { usersRepository } from '../src/modules/admin/users-repository';
import { callApi } from './support/api';
import { createTestApp, type TestApp } from './support/test-app';
import { createUser, signIn } from './support/users';

// The admins' search finds text anywhere in a name or an email; on a district's 100 000 accounts
// that must not read every account (issue 39, decision 0042): trigram indexes answer it.
let t: TestApp;
let admin: string;
const marker = `trgm${Date.now().toString(36)}`;
const onPostgres = inject('databaseTarget').kind === 'postgres';
// A district's accounts on PostgreSQL, so the planner weighs a real table (reading them all is not
// cheap); fewer on the embedded database, which only shows what is found.
const accounts = onPostgres ? 100_000 : 2_000;
const lastNames = ['Smith', 'Jones', 'Garcia', 'Khan', 'Okafor', 'Tanaka', 'Novak'];
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, (await createUser(t.database.db, 'admin')).email)).accessToken;
  await t.database.db.execute(sql`
    insert into users (email, first_name, last_name, role, password_hash)
    select ${marker} || '-' || n || '@school.test',
           (array['Ana','Ben','Chloe','Dev','Ella','Finn','Gia','Hugo'])[1 + n % 8],
           (string_to_array(${lastNames.join(',')}, ','))[1 + n % 7] || n,
           'student', '!'
      from generate_series(1, ${accounts}) as n`);
  // VACUUM, as autovacuum would: rows inserted after the index was made wait in the GIN
  // index's pending list, which a scan reads in full, until a vacuum moves them into the index.
  await t.database.db.execute(sql`vacuum analyze users`);
}, 180_000);
afterAll(() => t.close());

const query = (search: string) => ({
  search,
  sort: 'name' as const,
  order: 'asc' as const,
  limit: 50,
  offset: 0,
});

describe('the admins’ user search', () => {
  it('finds text in the middle of a last name or an email, whatever its case', async () => {
    const byName = await callApi(t, admin, 'GET', '/users?search=KAFOR1236');
    expect(byName.status).toBe(200);
    const expected = Array.from({ length: accounts }, (_, i) => `${lastNames[(i + 1) % 7]}${i + 1}`)
      .filter((name) => name.includes('kafor1236'))
      .sort();
    expect(expected).toContain('Okafor1236');
    expect(byName.body.data.users.map((u: { lastName: string }) => u.lastName)).toEqual(expected);
    const byEmail = await callApi(t, admin, 'GET', `/users?search=${marker}-1999@`);
    expect(byEmail.body.data.users).toHaveLength(1);
    expect(byEmail.body.data.total).toBe(1);
    // A % typed into the box is a character to find, not a wildcard.
    const literal = await callApi(t, admin, 'GET', `/users?search=${marker}%25`);
    expect(literal.body.data.users).toHaveLength(0);
  });

  it.runIf(onPostgres)(
    'reads the trigram indexes, not every account, for the page and its count',
    async () => {
      const { db } = t.database;
      for (const built of [
        usersRepository.pageQuery(db, query('okafor1236')),
        usersRepository.countQuery(db, query('okafor1236')),
      ]) {
        const plan = (await db.execute(sql`explain ${built}`)) as unknown as {
          rows: { 'QUERY PLAN': string }[];
        };
        const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
        expect(text, text).toMatch(/Bitmap Index Scan on users_name_trgm_idx/);
        expect(text, text).toMatch(/Bitmap Index Scan on users_email_trgm_idx/);
        expect(text, text).not.toMatch(/Seq Scan on users/);
      }
    },
  );
});
