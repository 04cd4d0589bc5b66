import type { Database } from '../../db/database';
import { themes } from '../../db/schema';

export const themeRepository = {
  /** Every stored palette as it was saved; the caller checks it against the contract. */
  all: (db: Database) => db.select({ name: themes.name, palette: themes.palette }).from(themes),
};
