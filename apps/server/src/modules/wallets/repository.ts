import type { WalletName } from '@sparked/contracts';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { prepared } from '../../db/prepared';
import { users, walletLedger, wallets } from '../../db/schema';

const stateColumns = {
  wallet: wallets.wallet,
  balance: wallets.balance,
  anchor: wallets.refillAnchor,
};

const walletStates = prepared((db) =>
  db
    .select(stateColumns)
    .from(wallets)
    .where(eq(wallets.userId, sql.placeholder('userId')))
    .prepare('wallet_states'),
);

export type LedgerInsert = typeof walletLedger.$inferInsert;

export const walletRepository = {
  async userExists(db: Database, id: string): Promise<boolean> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
    return row !== undefined;
  },

  /** The user's wallet rows as stored (no refill settled); wallets never used are absent. */
  states: (db: Database, userId: string) => walletStates(db).execute({ userId }),

  /**
   * Locks all of the user's wallet rows, in one order for every transaction, so two transactions
   * of one user queue instead of deadlocking.
   */
  lockStates: (tx: Database, userId: string) =>
    tx
      .select(stateColumns)
      .from(wallets)
      .where(eq(wallets.userId, userId))
      .orderBy(asc(wallets.wallet))
      .for('update'),

  /** Creates the wallets the user has no row for yet, their refill clocks starting at `anchor`. */
  async createMissing(tx: Database, userId: string, names: readonly WalletName[], anchor: Date) {
    await tx
      .insert(wallets)
      .values(names.map((wallet) => ({ userId, wallet, refillAnchor: anchor })))
      .onConflictDoNothing();
  },

  /**
   * Adds `delta` to one balance unless that would take it below zero; answers the new balance, or
   * undefined when the update was refused.
   */
  async addToBalance(
    tx: Database,
    userId: string,
    wallet: WalletName,
    change: { delta: number; anchor: Date; at: Date },
  ): Promise<number | undefined> {
    const { delta, anchor, at } = change;
    const [row] = await tx
      .update(wallets)
      .set({ balance: sql`${wallets.balance} + ${delta}`, refillAnchor: anchor, updatedAt: at })
      .where(
        and(
          eq(wallets.userId, userId),
          eq(wallets.wallet, wallet),
          sql`${wallets.balance} + ${delta} >= 0`,
        ),
      )
      .returning({ balance: wallets.balance });
    return row?.balance;
  },

  async insertEntries(tx: Database, entries: readonly LedgerInsert[]) {
    if (entries.length > 0) await tx.insert(walletLedger).values([...entries]);
  },

  /** A page of a user's ledger, newest first, and how many entries there are in all. */
  async ledgerPage(db: Database, userId: string, limit: number, offset: number) {
    const [entries, [total]] = await Promise.all([
      db
        .select({
          id: walletLedger.id,
          wallet: walletLedger.wallet,
          delta: walletLedger.delta,
          kind: walletLedger.kind,
          reason: walletLedger.reason,
          reference: walletLedger.reference,
          actorId: walletLedger.actorId,
          createdAt: walletLedger.createdAt,
        })
        .from(walletLedger)
        .where(eq(walletLedger.userId, userId))
        .orderBy(desc(walletLedger.createdAt), desc(walletLedger.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(walletLedger).where(eq(walletLedger.userId, userId)),
    ]);
    return {
      entries: entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
      total: total?.total ?? 0,
    };
  },
};
