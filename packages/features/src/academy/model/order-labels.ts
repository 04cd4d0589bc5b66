import type { Order } from '@sparked/contracts';

/** An order's status as receipts and the admins' list say it. */
export const orderStatusLabels: Record<Order['status'], string> = {
  pending: 'Waiting for payment',
  paid: 'Paid',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};
