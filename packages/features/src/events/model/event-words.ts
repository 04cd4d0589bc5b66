import type { SparkedEvent } from '@sparked/contracts';
import { formatWalletAmount } from '@sparked/features/wallet';
import { dateFormat } from '@sparked/ui/format';

const day = dateFormat('date');

/** "Finish 5 activities", "Earn 200 experience points". */
export function questText({ quest }: Pick<SparkedEvent, 'quest'>): string {
  return quest.kind === 'activities'
    ? `Finish ${quest.target} ${quest.target === 1 ? 'activity' : 'activities'}`
    : `Earn ${formatWalletAmount(quest.target, 'EXPERIENCE')}`;
}

export const rewardText = ({ reward }: Pick<SparkedEvent, 'reward'>) =>
  formatWalletAmount(reward.amount, reward.wallet);

/** When it runs, as a learner plans by it. */
export function windowText(event: Pick<SparkedEvent, 'status' | 'startsAt' | 'endsAt'>): string {
  const [starts, ends] = [day.format(new Date(event.startsAt)), day.format(new Date(event.endsAt))];
  if (event.status === 'upcoming') return `Starts ${starts}, ends ${ends}`;
  if (event.status === 'live') return `Ends ${ends}`;
  return `Ended ${ends}`;
}

export const statusLabels = { live: 'Live', upcoming: 'Upcoming', ended: 'Ended' } as const;
export const statusTones = { live: 'success', upcoming: 'accent', ended: 'neutral' } as const;
