import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { installJobQueue } from '../modules/core/job-queue';
import { prepareDatabase } from '../seed/prepare';

/**
 * `npm run prepare-database -w @sparked/server`: migrates and seeds the configured database and
 * installs the job queue's tables, then exits. Run once before starting several instances on one
 * database (decision 0040). A lone instance's start skips the install step: its job queue
 * installs its tables as it starts, with nobody to race.
 */
try {
  const config = loadConfig();
  const started = Date.now();
  const database = await openDatabase(config.database);
  await prepareDatabase(database, config);
  await installJobQueue(database);
  await database.close();
  console.log(`Database ready (migrated and seeded) in ${Date.now() - started} ms.`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
