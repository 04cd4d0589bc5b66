import { msg, plural, t } from '@lingui/core/macro';
import type { SparkedEvent } from '@sparked/contracts';
import { formatWalletAmount } from '@sparked/features/wallet';
import { translatedRecord } from '@sparked/i18n';
import { dateFormat } from '@sparked/ui/format';

const day = dateFormat('date');

/** "Finish 5 activities", "Earn 200 experience points". */
export function questText({ quest }: Pick<SparkedEvent, 'quest'>): string {
  if (quest.kind === 'activities')
    return plural(quest.target, { one: 'Finish # activity', other: 'Finish # activities' });
  const amount = formatWalletAmount(quest.target, 'EXPERIENCE');
  return t`Earn ${amount}`;
}

export const rewardText = ({ reward }: Pick<SparkedEvent, 'reward'>) =>
  formatWalletAmount(reward.amount, reward.wallet);

/** When it runs, as a learner plans by it. */
export function windowText(event: Pick<SparkedEvent, 'status' | 'startsAt' | 'endsAt'>): string {
  const [starts, ends] = [day.format(new Date(event.startsAt)), day.format(new Date(event.endsAt))];
  if (event.status === 'upcoming') return t`Starts ${starts}, ends ${ends}`;
  if (event.status === 'live') return t`Ends ${ends}`;
  return t`Ended ${ends}`;
}

export const statusLabels = translatedRecord<'live' | 'upcoming' | 'ended'>({
  live: msg`Live`,
  upcoming: msg`Upcoming`,
  ended: msg`Ended`,
});
export const statusTones = { live: 'success', upcoming: 'accent', ended: 'neutral' } as const;
