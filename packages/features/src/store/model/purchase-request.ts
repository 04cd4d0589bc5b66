import type { PurchaseRequest, StoreItem } from '@sparked/contracts';

/** The purchase body (spec §3); `quantity` goes only when non-zero (spec §5). */
export function purchaseBody(item: Pick<StoreItem, 'categoryId'>, quantity = 0): PurchaseRequest {
  return quantity === 0
    ? { category_id: item.categoryId }
    : { category_id: item.categoryId, quantity };
}
