import { and, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { walletLedger } from '../../db/schema';

/**
 * Experience credited to each of `userIds` from `from` up to (not including) `to`, read from the
 * ledger: what events, leagues and competitions count.
 */
export async function experienceEarned(
  db: Database,
  userIds: readonly string[],
  from: Date,
  to: Date,
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: walletLedger.userId, total: sum(walletLedger.delta) })
    .from(walletLedger)
    .where(
      and(
        inArray(walletLedger.userId, [...userIds]),
        eq(walletLedger.wallet, 'EXPERIENCE'),
        sql`${walletLedger.delta} > 0`,
        gte(walletLedger.createdAt, from),
        lt(walletLedger.createdAt, to),
      ),
    )
    .groupBy(walletLedger.userId);
  return new Map(rows.map((row) => [row.userId, Number(row.total ?? 0)]));
}
