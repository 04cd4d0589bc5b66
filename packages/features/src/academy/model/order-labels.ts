import { msg } from '@lingui/core/macro';
import type { Order } from '@sparked/contracts';
import { translatedRecord } from '@sparked/i18n';

/** An order's status as receipts and the admins' list say it. */
export const orderStatusLabels = translatedRecord<Order['status']>({
  pending: msg`Waiting for payment`,
  paid: msg`Paid`,
  refunded: msg`Refunded`,
  cancelled: msg`Cancelled`,
});
