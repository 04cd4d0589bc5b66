import { t } from '@lingui/core/macro';
import type { Competition } from '@sparked/contracts';
import { ordinal } from '@sparked/features/leagues';
import { formatWalletAmount } from '@sparked/features/wallet';

/** Each paid place in one line: "1st place: 300 achievement points and 25 diamonds". */
export function prizeLines(prizes: Competition['prizes']): string[] {
  const places = [...new Set(prizes.map((prize) => prize.place))].sort((a, b) => a - b);
  return places.map((place) => {
    const amounts = prizes
      .filter((prize) => prize.place === place)
      .map((prize) => formatWalletAmount(prize.amount, prize.wallet));
    const placeName = ordinal(place);
    const prize = amounts.join(t({ message: ' and ', comment: 'Joins the amounts of one prize.' }));
    return t`${placeName} place: ${prize}`;
  });
}

/** Where the student stands, in one sentence. */
export function entryText(competition: Competition): string {
  const entry = competition.entry;
  if (!entry) return '';
  const rank = ordinal(entry.rank);
  const entrants = competition.entrants;
  const place = t`${rank} of ${entrants}`;
  const score = formatWalletAmount(entry.score, 'EXPERIENCE');
  if (competition.status === 'upcoming')
    return t`You are registered. Your score starts counting when it starts.`;
  if (competition.status === 'live') return t`You are ${place} with ${score}.`;
  return competition.closedAt
    ? t`You finished ${place} with ${score}.`
    : t`It has ended: you are ${place} with ${score} while the results are made final.`;
}
