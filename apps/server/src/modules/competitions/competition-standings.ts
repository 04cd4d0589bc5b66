import type { AccessTokenClaims, Competition } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { statusOf } from '../core/event-status';
import { ranked } from '../leagues';
import { experienceEarned } from '../wallets';
import { type CompetitionRow, competitionRepository as repository } from './competition-repository';

export type Caller = Pick<AccessTokenClaims, 'id' | 'user_role'>;

/** Every entrant in place order: saved results once closed, else the score so far. */
export async function standingsOf(
  now: () => Date,
  tx: Database,
  competition: CompetitionRow,
  until?: Date,
) {
  if (competition.closedAt) return repository.results(tx, competition.id);
  const entrants = await repository.entrants(tx, competition.id);
  const end = until ?? (competition.endsAt < now() ? competition.endsAt : now());
  const scores =
    end > competition.startsAt
      ? await experienceEarned(
          tx,
          entrants.map((entrant) => entrant.userId),
          competition.startsAt,
          end,
        )
      : new Map<string, number>();
  return ranked(
    entrants.map((entrant) => ({
      ...entrant,
      experience: scores.get(entrant.userId) ?? 0,
      joinedAt: entrant.registeredAt ?? competition.startsAt,
    })),
  ).map(({ experience, ...entrant }) => ({ ...entrant, score: experience }));
}
export type Ranked = Awaited<ReturnType<typeof standingsOf>>[number];

/** The competition as `caller` sees it (null: a visitor), with their entry when they have one. */
export async function present(
  now: () => Date,
  tx: Database,
  competition: CompetitionRow,
  caller: Caller | null,
) {
  const [standings, classIds] = await Promise.all([
    standingsOf(now, tx, competition),
    repository.classIds(tx, competition.id),
  ]);
  const mine = caller ? standings.find((entrant) => entrant.userId === caller.id) : undefined;
  const student = caller?.user_role === 'student';
  return {
    id: competition.id,
    slug: competition.slug,
    title: competition.title,
    description: competition.description,
    rules: competition.rules,
    startsAt: competition.startsAt.toISOString(),
    endsAt: competition.endsAt.toISOString(),
    status: statusOf(competition, now()),
    registration: competition.registration,
    classIds,
    prizes: competition.prizes,
    entrants: standings.length,
    eligible: student && (competition.registration === 'open' || mine !== undefined),
    entry: mine
      ? {
          registeredAt: mine.registeredAt?.toISOString() ?? null,
          score: mine.score,
          rank: mine.rank,
        }
      : null,
    closedAt: competition.closedAt?.toISOString() ?? null,
  } satisfies Competition;
}
