import { t } from '@lingui/core/macro';
import type { WalletAmount } from '@sparked/contracts';
import { formatWalletAmount } from '../../wallet';

/**
 * What the chat says under the ticket when filing earned something (the first ticket's reward),
 * or undefined when it did not.
 */
export function ticketRewardMessage(rewards: readonly WalletAmount[]): string | undefined {
  if (rewards.length === 0) return undefined;
  const earned = rewards.map((reward) => formatWalletAmount(reward.amount, reward.wallet));
  const amounts = earned.join(
    t({ message: ' and ', comment: 'Joins the amounts a ticket earned.' }),
  );
  return t`Thanks for reporting: this ticket earned you ${amounts}.`;
}
