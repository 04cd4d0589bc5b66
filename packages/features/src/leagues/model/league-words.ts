import { type LeagueTier, leagueTiers, type MyLeague } from '@sparked/contracts';

const leagueTierNames: Record<LeagueTier, string> = {
  bronze: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
  sapphire: 'Sapphire',
  ruby: 'Ruby',
};

/** 1st, 2nd, 3rd, 4th, 11th, 21st… (English's rule, without making an `Intl.PluralRules` on load). */
export function ordinal(count: number): string {
  const lastTwo = count % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${count}th`;
  return `${count}${['th', 'st', 'nd', 'rd'][count % 10] ?? 'th'}`;
}

export const tierName = (tier: LeagueTier) => `${leagueTierNames[tier]} league`;

/** The tier above or below, if there is one. */
export function neighbourTier(tier: LeagueTier, step: 1 | -1): LeagueTier | undefined {
  return leagueTiers[leagueTiers.indexOf(tier) + step];
}

/** How long is left of the week, in the largest whole unit that says it. */
export function endsIn(endsAt: string, now: number): string {
  const hours = Math.floor((Date.parse(endsAt) - now) / 3_600_000);
  if (hours >= 48) return `Ends in ${Math.floor(hours / 24)} days`;
  if (hours >= 1) return `Ends in ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return 'Ends within the hour';
}

/** What the rules of the learner's group are this week, in one sentence. */
export function movesText(league: MyLeague): string {
  const group = league.group;
  if (!group) return '';
  const up = neighbourTier(league.tier, 1);
  const down = neighbourTier(league.tier, -1);
  const parts = [
    group.promote > 0 && up ? `the top ${group.promote} move up to ${tierName(up)}` : null,
    group.demote > 0 && down ? `the bottom ${group.demote} move down to ${tierName(down)}` : null,
  ].filter((part): part is string => part !== null);
  const moves = parts.length > 0 ? `On Monday ${parts.join(' and ')}; ` : 'On Monday ';
  return `${moves}the first three win points${group.members.length > 1 ? ' and diamonds' : ''}.`;
}

const outcomeWords = { promoted: 'moved up', stayed: 'stayed', demoted: 'moved down' } as const;

/** Last week's result, e.g. "Last week you finished 1st in Bronze league and moved up." */
export function lastResultText(result: NonNullable<MyLeague['lastResult']>): string {
  return `Last time you finished ${ordinal(result.rank)} in ${tierName(result.tier)} and ${outcomeWords[result.outcome]}.`;
}
