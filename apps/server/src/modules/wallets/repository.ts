import type { WalletName } from '@sparked/contracts';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inChunks } from '../../db/in-chunks';
import { jsonRows } from '../../db/json-rows';
import { prepared } from '../../db/prepared';
import { users, walletLedger, wallets } from '../../db/schema';
import { describeLedgerReason } from '../core/ledger-reasons';

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

/** One wallet's change in a transaction: what to add, and where its refill clock now starts. */
export interface WalletUpdate {
  wallet: WalletName;
  delta: number;
  anchor: Date;
}

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

  /** `lockStates` for many users at once, locked by user and then wallet. */
  lockStatesOf: (tx: Database, userIds: readonly string[]) =>
    inChunks(userIds, (chunk) =>
      tx
        .select({ userId: wallets.userId, ...stateColumns })
        .from(wallets)
        .where(inArray(wallets.userId, chunk))
        .orderBy(asc(wallets.userId), asc(wallets.wallet))
        .for('update'),
    ),

  /**
   * Creates the `missing` wallet rows (refill clocks starting at `anchor`) and answers the rows it
   * created: a row another transaction created meanwhile is absent.
   */
  createMissingOf: (
    tx: Database,
    missing: readonly { userId: string; wallet: WalletName }[],
    anchor: Date,
  ) =>
    inChunks(missing, (chunk) =>
      tx
        .insert(wallets)
        .values(chunk.map((row) => ({ ...row, refillAnchor: anchor })))
        .onConflictDoNothing()
        .returning({ userId: wallets.userId, ...stateColumns }),
    ),

  /** Creates the wallets the user has no row for yet, their refill clocks starting at `anchor`. */
  async createMissing(tx: Database, userId: string, names: readonly WalletName[], anchor: Date) {
    await tx
      .insert(wallets)
      .values(names.map((wallet) => ({ userId, wallet, refillAnchor: anchor })))
      .onConflictDoNothing();
  },

  /**
   * Adds each update's delta to its balance, unless that would take it below zero, and inserts the
   * ledger entries, in one statement: the entries ride along as a data-modifying CTE, so a change
   * costs one round trip however many wallets it touches. Answers the new balance of each wallet
   * updated; a refused update is absent.
   */
  async write(
    tx: Database,
    userId: string,
    {
      updates,
      entries,
      at,
    }: { updates: readonly WalletUpdate[]; entries: readonly LedgerInsert[]; at: Date },
  ): Promise<Map<WalletName, number>> {
    if (updates.length === 0) {
      if (entries.length) await tx.insert(walletLedger).values([...entries]);
      return new Map();
    }
    const ledger = entries.length
      ? [
          tx.$with('ledger').as(
            tx
              .insert(walletLedger)
              .values([...entries])
              .returning({ id: walletLedger.id }),
          ),
        ]
      : [];
    const perWallet = (value: (update: WalletUpdate) => SQL) =>
      sql`case ${wallets.wallet} ${sql.join(
        updates.map((update) => sql`when ${update.wallet} then ${value(update)}`),
        sql` `,
      )} end`;
    const delta = perWallet((update) => sql`${update.delta}::integer`);
    const rows = await tx
      .with(...ledger)
      .update(wallets)
      .set({
        balance: sql`${wallets.balance} + ${delta}`,
        refillAnchor: perWallet((update) => sql`${update.anchor.toISOString()}::timestamptz`),
        updatedAt: at,
      })
      .where(
        and(
          eq(wallets.userId, userId),
          inArray(
            wallets.wallet,
            updates.map((update) => update.wallet),
          ),
          sql`${wallets.balance} + ${delta} >= 0`,
        ),
      )
      .returning({ wallet: wallets.wallet, balance: wallets.balance });
    return new Map(rows.map((row) => [row.wallet, row.balance]));
  },

  /**
   * `write` for many users: inserts every ledger entry, then adds each update's delta to its
   * balance unless that would take it below zero. Answers the new balance of each wallet updated,
   * keyed `user:wallet`; a refused update is absent.
   */
  async writeMany(
    tx: Database,
    {
      updates,
      entries,
      at,
    }: {
      updates: readonly (WalletUpdate & { userId: string })[];
      entries: readonly LedgerInsert[];
      at: Date;
    },
  ): Promise<Map<string, number>> {
    await inChunks(entries, (chunk) =>
      tx.insert(walletLedger).values(chunk).returning({ id: walletLedger.id }),
    );
    if (updates.length === 0) return new Map();
    const changed = updates.map((u) => ({
      user_id: u.userId,
      wallet: u.wallet,
      delta: u.delta,
      anchor: u.anchor.toISOString(),
    }));
    const rows = await tx
      .update(wallets)
      .set({
        balance: sql`${wallets.balance} + v.delta`,
        refillAnchor: sql`v.anchor`,
        updatedAt: at,
      })
      .from(jsonRows(changed, 'user_id uuid, wallet text, delta integer, anchor timestamptz'))
      .where(
        and(
          sql`${wallets.userId} = v.user_id`,
          sql`${wallets.wallet} = v.wallet`,
          sql`${wallets.balance} + v.delta >= 0`,
        ),
      )
      .returning({ userId: wallets.userId, wallet: wallets.wallet, balance: wallets.balance });
    return new Map(rows.map((row) => [`${row.userId}:${row.wallet}`, row.balance]));
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
      // Said in words when it is read, so rows written before today's sentences read alike.
      entries: entries.map((entry) => {
        const { message, entry: reasonEntry } = describeLedgerReason(entry);
        return {
          ...entry,
          reason: message,
          ...(reasonEntry ? { reasonEntry } : {}),
          createdAt: entry.createdAt.toISOString(),
        };
      }),
      total: total?.total ?? 0,
    };
  },
};
