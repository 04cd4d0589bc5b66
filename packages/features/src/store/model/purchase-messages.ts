import { t } from '@lingui/core/macro';
import type { StoreItem } from '@sparked/contracts';
import { formatWalletAmount, walletLabel } from '../../wallet';
import type { Availability } from './purchase-availability';

type Priced = Pick<StoreItem, 'name' | 'price' | 'currency'>;

/** The confirmation before a purchase: what ("Spikes" or "3 × Energy refill"), for how much, and what is left afterwards. */
export function purchaseQuestion(item: Priced, quantity: number, balance: number) {
  const { name } = item;
  const total = item.price * quantity;
  const cost = formatWalletAmount(total, item.currency);
  const left = formatWalletAmount(balance - total, item.currency);
  return {
    title: quantity > 1 ? t`Buy ${quantity} × ${name}?` : t`Buy ${name}?`,
    message: t({
      message: `This costs ${cost}.\nYou will have ${left} left.`,
      comment: 'Asked before a purchase; cost and left are amounts such as "15 diamonds".',
    }),
  };
}

export function purchasedMessage(item: Priced, quantity: number) {
  const { name } = item;
  return {
    title: t`Purchase complete`,
    message: quantity > 1 ? t`You bought ${quantity} × ${name}.` : t`${name} is yours.`,
  };
}

/** Why the Buy button is off, in words; null when it is on or there is no button. */
export function unavailableReason(
  availability: Availability,
  currency: StoreItem['currency'],
): string | null {
  switch (availability.kind) {
    case 'sold-out':
      return t`Out of stock`;
    case 'limit-reached':
      return t`You have reached the limit for this item`;
    case 'unaffordable': {
      const wallet = walletLabel(currency);
      return t({
        message: `Not enough ${wallet}`,
        comment: 'Why an item cannot be bought; wallet is a wallet\'s name, e.g. "Diamonds".',
      });
    }
    default:
      return null;
  }
}
