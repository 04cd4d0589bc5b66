import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { createWalletBook } from '../modules/wallets';
import { seedEconomy } from './economy';
import { seedHelpDesk } from './help-desk';
import { seedDemoData, seedThemes } from './seed';

/**
 * What a database needs before an instance serves from it: the migrations, the catalogues every
 * installation has, and the demo data when asked for. Each instance runs it at start-up (a no-op
 * on a prepared database); a cluster runs it once first (`npm run prepare-database -w
 * @sparked/server`, decision 0040), because two instances seeding an empty database at the same
 * moment would both insert the demo accounts.
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Pick<Config, 'seedDemoData' | 'refills'>,
): Promise<void> {
  await database.migrate();
  await seedThemes(database.db);
  await seedEconomy(database.db);
  await seedHelpDesk(database.db);
  if (config.seedDemoData) await seedDemoData(database.db, createWalletBook(config.refills));
}
