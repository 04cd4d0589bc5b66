import type { WalletAmount } from '@sparked/contracts';
import { formatWalletAmount } from '../../wallet';

/** The toast when filing earned something (the first ticket's reward), or null when it did not. */
export function ticketRewardMessage(rewards: readonly WalletAmount[]) {
  if (rewards.length === 0) return null;
  const earned = rewards.map((reward) => formatWalletAmount(reward.amount, reward.wallet));
  return { title: 'Thanks for reporting', message: `You earned ${earned.join(' and ')}.` };
}
