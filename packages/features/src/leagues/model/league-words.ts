import { msg, plural, selectOrdinal, t } from '@lingui/core/macro';
import { type LeagueTier, leagueTiers, type MyLeague } from '@sparked/contracts';
import { translatedRecord } from '@sparked/i18n';

const leagueTierNames = translatedRecord<LeagueTier>({
  bronze: msg`Bronze league`,
  silver: msg`Silver league`,
  gold: msg`Gold league`,
  sapphire: msg`Sapphire league`,
  ruby: msg`Ruby league`,
});

/** A place in the active language: 1st, 2nd, 3rd, 4th, 11th, 21st… in English. */
export function ordinal(count: number): string {
  return selectOrdinal(count, { one: '#st', two: '#nd', few: '#rd', other: '#th' });
}

export const tierName = (tier: LeagueTier) => leagueTierNames[tier];

/** The tier above or below, if there is one. */
export function neighbourTier(tier: LeagueTier, step: 1 | -1): LeagueTier | undefined {
  return leagueTiers[leagueTiers.indexOf(tier) + step];
}

/** How long is left of the week, in the largest whole unit that says it. */
export function endsIn(endsAt: string, now: number): string {
  const hours = Math.floor((Date.parse(endsAt) - now) / 3_600_000);
  if (hours >= 48)
    return plural(Math.floor(hours / 24), { one: 'Ends in # day', other: 'Ends in # days' });
  if (hours >= 1) return plural(hours, { one: 'Ends in # hour', other: 'Ends in # hours' });
  return t`Ends within the hour`;
}

/** What the rules of the learner's group are this week, in one sentence. */
export function movesText(league: MyLeague): string {
  const group = league.group;
  if (!group) return '';
  const up = neighbourTier(league.tier, 1);
  const down = neighbourTier(league.tier, -1);
  const prizes =
    group.members.length > 1
      ? t`the first three win points and diamonds`
      : t`the first three win points`;
  const top = group.promote;
  const bottom = group.demote;
  const upName = up && top > 0 ? tierName(up) : null;
  const downName = down && bottom > 0 ? tierName(down) : null;
  if (upName && downName)
    return t`On Monday the top ${top} move up to ${upName} and the bottom ${bottom} move down to ${downName}; ${prizes}.`;
  if (upName) return t`On Monday the top ${top} move up to ${upName}; ${prizes}.`;
  if (downName) return t`On Monday the bottom ${bottom} move down to ${downName}; ${prizes}.`;
  return t`On Monday ${prizes}.`;
}

/** Last week's result, e.g. "Last time you finished 1st in Bronze league and moved up." */
export function lastResultText(result: NonNullable<MyLeague['lastResult']>): string {
  const place = ordinal(result.rank);
  const tier = tierName(result.tier);
  if (result.outcome === 'promoted')
    return t`Last time you finished ${place} in ${tier} and moved up.`;
  if (result.outcome === 'demoted')
    return t`Last time you finished ${place} in ${tier} and moved down.`;
  return t`Last time you finished ${place} in ${tier} and stayed.`;
}
