import { leagueSettingsSchema } from '@sparked/contracts';
import pg from 'pg';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { platformSettingsRepository } from '../modules/core/platform-settings-repository';
import { hashPassword } from '../modules/sso/passwords';
import { createWalletBook } from '../modules/wallets';
import {
  districtPassword,
  districtPlan,
  districtSeeded,
  seedDistrict,
  statementCount,
} from '../seed/district';
import { seedEconomy } from '../seed/economy';
import { seedHelpDesk } from '../seed/help-desk';
import { seedDemoData, seedThemes } from '../seed/seed';

/**
 * `npm run seed:district`: a district's data on PostgreSQL (issue 39, decision 0042): 100 000
 * students, 4 000 teachers, 3 000 classes, 5 000 modules, 2 000 000 statements, a year of ledger,
 * 50 000 certificates. `--seed <word>` picks the data (same seed, same rows) and `--scale <0..1>`
 * makes it smaller; `--anchor <date>` dates it from another week than this one. The database is migrated and gets the demo data first, as `npm start` would.
 */
const args = new Map<string, string>();
for (let index = 2; index < process.argv.length; index += 2)
  args.set(String(process.argv[index]).replace(/^--/, ''), String(process.argv[index + 1]));

const config = loadConfig();
if (config.database.kind !== 'postgres') {
  console.error(
    'seed:district needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/sparked_district). ' +
      'The embedded database (PGlite) is for one person trying Sparked, not a district.',
  );
  process.exit(1);
}
const started = performance.now();
await createDatabaseIfMissing(config.database.url);
const database = await openDatabase(config.database);
await database.migrate();
await seedThemes(database.db);
await seedEconomy(database.db);
await seedHelpDesk(database.db);
await seedDemoData(database.db, createWalletBook(config.refills));
const league = await platformSettingsRepository.read(database.db, 'league', leagueSettingsSchema);
await database.close();

const client = new pg.Client({ connectionString: config.database.url });
await client.connect();
try {
  if (await districtSeeded(client)) {
    console.log('This database has its district already; nothing to do.');
  } else {
    const now = args.has('anchor') ? new Date(String(args.get('anchor'))) : new Date();
    // Monday 00:00 UTC of that week: the same seed and week make the same rows.
    const anchor = new Date(
      Date.UTC(
        now.getUTCFullYear(),
        now.getUTCMonth(),
        now.getUTCDate() - ((now.getUTCDay() + 6) % 7),
      ),
    );
    const plan = districtPlan(
      args.get('seed') ?? 'district',
      Number(args.get('scale') ?? 1),
      anchor,
    );
    console.log(
      `Seeding a district (seed ${plan.seed}): ${plan.students} students, ${plan.teachers} teachers, ` +
        `${plan.classes} classes, ${plan.modules} modules, ${statementCount(plan)} statements, ` +
        `${plan.certificates} certificates; every account's password is "${districtPassword}".`,
    );
    await seedDistrict(client, plan, {
      passwordHash: await hashPassword(districtPassword),
      leagueTimeZone: league.timeZone,
      log: (line) => console.log(line),
    });
  }
  const { rows } = await client.query(
    'select pg_size_pretty(pg_database_size(current_database())) as size',
  );
  const total = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Done in ${total} s; the database is ${rows[0].size}.`);
} finally {
  await client.end();
}

/** `CREATE DATABASE` when the URL names one that is not there yet (connecting to `postgres`). */
async function createDatabaseIfMissing(url: string) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}
