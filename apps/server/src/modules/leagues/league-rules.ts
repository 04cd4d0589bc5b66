import {
  type LeagueOutcome,
  type LeagueSettings,
  leaguePrizePlaces,
  leagueTiers,
  type leagueZones,
} from '@sparked/contracts';

type Zone = (typeof leagueZones)[number];

export interface Entrant {
  userId: string;
  experience: number;
  joinedAt: Date;
}

/**
 * A group's order: most experience first; on a tie, whoever joined the week first (they reached
 * it first), then the user id, so every reader and the rollover agree on one order.
 */
export function ranked<T extends Entrant>(entrants: readonly T[]): (T & { rank: number })[] {
  return [...entrants]
    .sort(
      (a, b) =>
        b.experience - a.experience ||
        a.joinedAt.getTime() - b.joinedAt.getTime() ||
        a.userId.localeCompare(b.userId),
    )
    .map((entrant, index) => ({ ...entrant, rank: index + 1 }));
}

/**
 * How many go up and down from a group of `size` in `tier`: the settings' numbers, never more
 * than a third of the group each (so a small class does not empty a tier), none up from the top
 * tier and none down from the bottom one.
 */
export function movesOf(size: number, tier: number, settings: LeagueSettings) {
  const third = Math.floor(size / 3);
  return {
    promote: tier < leagueTiers.length - 1 ? Math.min(settings.promote, third) : 0,
    demote: tier > 0 ? Math.min(settings.demote, third) : 0,
  };
}

/** Where a rank stands if the week ended now; nobody goes up without experience. */
export function zoneOf(
  entrant: { rank: number; experience: number },
  size: number,
  moves: { promote: number; demote: number },
): Zone {
  if (entrant.rank <= moves.promote && entrant.experience > 0) return 'up';
  if (entrant.rank > size - moves.demote) return 'down';
  return 'stay';
}

export const outcomeOf: Record<Zone, LeagueOutcome> = {
  up: 'promoted',
  stay: 'stayed',
  down: 'demoted',
};

/** The tier a student plays in after a week with `outcome`. */
export function tierAfter(tier: number, outcome: LeagueOutcome): number {
  const step = outcome === 'promoted' ? 1 : outcome === 'demoted' ? -1 : 0;
  return Math.min(Math.max(tier + step, 0), leagueTiers.length - 1);
}

/** The prize place (the `leagues/{place}` reward rule) of a final rank, if it is paid. */
export function prizePlace(entrant: { rank: number; experience: number }) {
  return entrant.experience > 0 ? leaguePrizePlaces[entrant.rank - 1] : undefined;
}
