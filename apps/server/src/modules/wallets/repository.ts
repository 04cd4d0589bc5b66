import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users, walletLedger } from '../../db/schema';

export function createWalletRepository(db: Database) {
  return {
    async userExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
      return row !== undefined;
    },

    /** A page of a user's ledger, newest first, and how many entries there are in all. */
    async ledgerPage(userId: string, limit: number, offset: number) {
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
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
