import { maxPurchaseQuantity, type StoreItem } from '@sparked/contracts';

type ItemTerms = Pick<StoreItem, 'price' | 'stock' | 'perUserLimit' | 'quantityApplies' | 'owned'>;

/** Whether the user can buy an item now and, if not, why not. */
export type Availability =
  /** Up to `maxQuantity` units can be bought (1 for things owned once). */
  | { kind: 'available'; maxQuantity: number }
  /** A free thing owned once (a free avatar part): everyone has it. */
  | { kind: 'included' }
  /** A thing owned once, already bought. */
  | { kind: 'owned' }
  | { kind: 'sold-out' }
  | { kind: 'limit-reached' }
  /** One unit costs more than the balance. */
  | { kind: 'unaffordable' };

/** How many units the terms of an item allow, before the balance is considered. */
function unitsAllowed(item: ItemTerms): number {
  const byStock = item.stock ?? Number.POSITIVE_INFINITY;
  const byLimit =
    item.perUserLimit === null ? Number.POSITIVE_INFINITY : item.perUserLimit - item.owned;
  const byQuantity = item.quantityApplies ? maxPurchaseQuantity : 1;
  return Math.max(0, Math.min(byStock, byLimit, byQuantity));
}

/**
 * What the store shows for an item given the balance of its currency. The server decides in the
 * end; this only keeps the user from asking for what it would refuse.
 */
export function availability(item: ItemTerms, balance: number): Availability {
  if (!item.quantityApplies && item.owned > 0) return { kind: 'owned' };
  if (!item.quantityApplies && item.price === 0) return { kind: 'included' };
  if (item.stock === 0) return { kind: 'sold-out' };
  const allowed = unitsAllowed(item);
  if (allowed === 0) return { kind: 'limit-reached' };
  const affordable = item.price === 0 ? allowed : Math.floor(balance / item.price);
  if (affordable === 0) return { kind: 'unaffordable' };
  return { kind: 'available', maxQuantity: Math.min(allowed, affordable) };
}

/** What the store lists: free things owned once (free avatar parts) are everyone's, not for sale. */
export function isForSale(item: Pick<StoreItem, 'price' | 'quantityApplies'>): boolean {
  return item.price > 0 || item.quantityApplies;
}
