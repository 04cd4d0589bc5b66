/**
 * The words of leagues without schemas, so the student pages that show a tier read
 * them without the schema modules (decision 0006). A tier's display name is the leagues
 * feature's (`tierName`).
 */
export const leagueTiers = ['bronze', 'silver', 'gold', 'sapphire', 'ruby'] as const;
export type LeagueTier = (typeof leagueTiers)[number];

export const leagueOutcomes = ['promoted', 'stayed', 'demoted'] as const;
export type LeagueOutcome = (typeof leagueOutcomes)[number];

/** Most members in one league group (the issue: at most 30). */
export const maxLeagueGroupSize = 30;

/** The places paid at a week's end: the `leagues/{place}` reward rules. */
export const leaguePrizePlaces = ['first', 'second', 'third'] as const;
