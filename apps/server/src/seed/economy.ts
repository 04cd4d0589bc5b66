import { type WalletBalances, walletNames } from '@sparked/contracts';
import type { Database } from '../db/database';
import { rewardRules, storeCategories, storeItems } from '../db/schema';
import type { WalletBook } from '../modules/wallets/wallet-book';
import { seedCategories, seedRewardRules, seedStoreItems } from './economy-catalogue';

/**
 * The store catalogue and reward rules the product needs to work (avatar saves are checked
 * against it), seeded at every start like the themes: missing rows are added, edited ones kept.
 */
export async function seedEconomy(db: Database): Promise<void> {
  await db.insert(storeCategories).values(seedCategories).onConflictDoNothing();
  await db.insert(storeItems).values(seedStoreItems).onConflictDoNothing();
  await db.insert(rewardRules).values(seedRewardRules).onConflictDoNothing();
}

/** Enough achievement points for one premium hair style, plus some of everything else. */
const demoStudentBalances: WalletBalances = {
  ACHIEVEMENT_POINTS: 25000,
  DIAMONDS: 40,
  ENERGY: 3,
  EXPERIENCE: 120,
};

/** The demo student's wallets (through the ledger, like every balance) and a tag. */
export async function seedDemoEconomy(db: Database, book: WalletBook, studentId: string) {
  await db.transaction((tx) =>
    book.apply(
      tx,
      studentId,
      walletNames.map((wallet) => ({
        wallet,
        delta: demoStudentBalances[wallet],
        kind: 'demo_seed' as const,
        reason: 'Demo balance',
      })),
    ),
  );
}
