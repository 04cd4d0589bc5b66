import type { StoreItem } from '@sparked/contracts';
import { formatWalletAmount, walletLabel } from '../../wallet';
import type { Availability } from './purchase-availability';

type Priced = Pick<StoreItem, 'name' | 'price' | 'currency'>;

/** "Spikes" or "3 × Energy refill". */
const itemsNamed = (item: Priced, quantity: number) =>
  quantity > 1 ? `${quantity} × ${item.name}` : item.name;

/** The confirmation before a purchase: what, for how much, and what is left afterwards. */
export function purchaseQuestion(item: Priced, quantity: number, balance: number) {
  const total = item.price * quantity;
  return {
    title: `Buy ${itemsNamed(item, quantity)}?`,
    message: `This costs ${formatWalletAmount(total, item.currency)}.\nYou will have ${formatWalletAmount(balance - total, item.currency)} left.`,
  };
}

export function purchasedMessage(item: Priced, quantity: number) {
  return {
    title: 'Purchase complete',
    message: quantity > 1 ? `You bought ${itemsNamed(item, quantity)}.` : `${item.name} is yours.`,
  };
}

/** Why the Buy button is off, in words; null when it is on or there is no button. */
export function unavailableReason(
  availability: Availability,
  currency: StoreItem['currency'],
): string | null {
  switch (availability.kind) {
    case 'sold-out':
      return 'Out of stock';
    case 'limit-reached':
      return 'You have reached the limit for this item';
    case 'unaffordable':
      return `Not enough ${walletLabel(currency)}`;
    default:
      return null;
  }
}
