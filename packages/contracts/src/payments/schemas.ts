import { z } from 'zod';
import { issueText } from '../shared/issue-text';
import { currencySchema } from '../shared/price';

/** Paid modules and classes: orders, and checkout through a provider. */
export const orderStatuses = ['pending', 'paid', 'refunded', 'cancelled'] as const;
const timestamp = z.iso.datetime({ offset: true });

export const orderSchema = z.object({
  id: z.string(),
  userId: z.string(),
  /** The buyer's email: the learner's own on their receipts, for admins to know whose it is. */
  buyer: z.string(),
  /** What was bought: a module in the academy, or a place in a class. */
  item: z.object({ kind: z.enum(['module', 'class']), id: z.string(), title: z.string() }),
  amount: z.number().int(),
  currency: currencySchema,
  status: z.enum(orderStatuses),
  provider: z.enum(['stripe', 'manual']),
  createdAt: timestamp,
  paidAt: timestamp.nullable(),
  refundedAt: timestamp.nullable(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderResponseSchema = z.object({ data: orderSchema });
export const ordersResponseSchema = z.object({ data: z.array(orderSchema) });

/**
 * POST /sparked-api/academy/modules/{moduleId}/checkout and /classes/{classId}/checkout: where to
 * send the buyer.
 */
export const checkoutResponseSchema = z.object({
  data: z.object({ orderId: z.string(), url: z.string() }),
});

/**
 * POST /sparked-api/orders (admins): a paid order recorded by hand (an invoice, a school deal),
 * for a module or for a place in a class.
 */
export const manualOrderRequestSchema = z
  .strictObject({
    email: z
      .email(
        issueText(
          /*i18n*/ {
            id: 'payments.enter-the-learners-email',
            message: 'Enter the learner’s email address.',
          },
        ),
      )
      .max(320),
    moduleId: z.uuid('moduleId must be a module id.').optional(),
    classId: z.uuid('classId must be a class id.').optional(),
  })
  .refine((order) => (order.moduleId === undefined) !== (order.classId === undefined), {
    message: 'Give a moduleId or a classId, not both.',
    path: ['moduleId'],
  });

/** POST /sparked-api/payments/stripe/webhook answers this once the event is handled or known. */
export const webhookResponseSchema = z.object({ received: z.literal(true) });
