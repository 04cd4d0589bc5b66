import type { Price } from '@sparked/contracts';

/** A price as people read it: "$4.99", "₱250.00"; "Free" for none. Amounts are in cents. */
export function formatPrice(price: Price): string {
  if (!price) return 'Free';
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency: price.currency.toUpperCase(),
  }).format(price.amount / 100);
}
