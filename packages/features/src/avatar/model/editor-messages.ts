import type { StoreItem, WalletAmount } from '@sparked/contracts';
import { formatWalletAmount, howToEarn } from '../../wallet';

/** The toast after saving; the first save earns a reward, which is worth saying. */
export function savedMessage(rewards: readonly WalletAmount[]) {
  return {
    title: 'Avatar saved',
    message:
      rewards.length > 0
        ? `You earned ${rewards.map((reward) => formatWalletAmount(reward.amount, reward.wallet)).join(' and ')}.`
        : 'Your new look shows across Sparked.',
  };
}

/**
 * Why a locked part cannot be bought now: the reason as the title; the numbers, and how to earn
 * more, as the message.
 */
export function cannotBuyMessage(
  reason: string,
  item: Pick<StoreItem, 'name' | 'price' | 'currency'>,
  balance: number,
) {
  return {
    title: reason,
    message: `${item.name} costs ${formatWalletAmount(item.price, item.currency)}. You have ${formatWalletAmount(balance, item.currency)}. ${howToEarn[item.currency]}`,
  };
}
