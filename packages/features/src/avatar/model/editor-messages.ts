import { t } from '@lingui/core/macro';
import type { StoreItem, WalletAmount } from '@sparked/contracts';
import { formatWalletAmount, howToEarn } from '../../wallet';

/** The toast after saving; the first save earns a reward, which is worth saying. */
export function savedMessage(rewards: readonly WalletAmount[]) {
  const earned = rewards
    .map((reward) => formatWalletAmount(reward.amount, reward.wallet))
    .join(t({ message: ' and ', comment: 'Joins the amounts a save earned.' }));
  return {
    title: t`Avatar saved`,
    message: rewards.length > 0 ? t`You earned ${earned}.` : t`Your new look shows across Sparked.`,
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
  const name = item.name;
  const price = formatWalletAmount(item.price, item.currency);
  const balanceText = formatWalletAmount(balance, item.currency);
  const howTo = howToEarn[item.currency];
  return {
    title: reason,
    message: t`${name} costs ${price}. You have ${balanceText}. ${howTo}`,
  };
}
