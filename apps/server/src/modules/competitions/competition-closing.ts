import type { Database } from '../../db/database';
import { claimReward } from '../core/reward-claims-repository';
import type { WalletBook } from '../wallets';
import { type CompetitionRow, competitionRepository as repository } from './competition-repository';
import { type Ranked, standingsOf } from './competition-standings';

/** Pays a closed competition's prizes, each to the entrant in its place who scored. */
async function payPrizes(
  book: WalletBook,
  tx: Database,
  competition: CompetitionRow,
  standings: Ranked[],
) {
  for (const prize of competition.prizes) {
    const winner = standings[prize.place - 1];
    if (!winner || winner.score === 0) continue;
    if (
      !(await claimReward(
        tx,
        winner.userId,
        `competition:${competition.id}:${prize.place}:${prize.wallet}`,
      ))
    )
      continue;
    await book.apply(tx, winner.userId, [
      {
        wallet: prize.wallet,
        delta: prize.amount,
        kind: 'reward',
        reason: `Prize for place ${prize.place} in ${competition.title}`,
        reference: `competitions:${competition.id}`,
      },
    ]);
  }
}

/** The `competitions/close-ended` job: closes each ended competition once; answers how many. */
export async function closeEnded(deps: { db: Database; book: WalletBook; now: () => Date }) {
  const { db, book, now } = deps;
  let closed = 0;
  for (const due of await repository.due(db, now())) {
    const done = await db.transaction(async (tx) => {
      const competition = await repository.close(tx, due.id, now());
      if (!competition) return false;
      const standings = await standingsOf(
        now,
        tx,
        { ...competition, closedAt: null },
        competition.endsAt,
      );
      for (const entrant of standings)
        await repository.saveResult(tx, competition.id, {
          userId: entrant.userId,
          score: entrant.score,
          finalRank: entrant.rank,
        });
      await payPrizes(book, tx, competition, standings);
      return true;
    });
    if (done) closed += 1;
  }
  return closed;
}
