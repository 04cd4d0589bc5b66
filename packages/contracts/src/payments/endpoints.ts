import { z } from 'zod';
import type { Endpoint } from '../shared/endpoint';
import {
  checkoutResponseSchema,
  manualOrderRequestSchema,
  orderResponseSchema,
  ordersResponseSchema,
  webhookResponseSchema,
} from './schemas';

const tags = ['Payments'];
const orderParams = z.strictObject({ id: z.uuid('id must be an order id.') });

/** Paid modules and classes. */
export const paymentEndpoints = {
  checkout: {
    api: 'sparked',
    method: 'POST',
    path: '/academy/modules/{moduleId}/checkout',
    auth: ['student'],
    idempotent: true,
    params: z.strictObject({ moduleId: z.uuid('moduleId must be a module id.') }),
    status: 201,
    response: checkoutResponseSchema,
    summary: 'Start paying for a module: an order and the payment page to send the buyer to',
    tags,
  },
  classCheckout: {
    api: 'sparked',
    method: 'POST',
    path: '/classes/{classId}/checkout',
    auth: ['student'],
    idempotent: true,
    params: z.strictObject({ classId: z.uuid('classId must be a class id.') }),
    status: 201,
    response: checkoutResponseSchema,
    summary: 'Start paying for a place in a class: an order and the payment page',
    tags,
  },
  // Signed by Stripe, not by a user: the signature over the exact bytes is the authentication.
  stripeWebhook: {
    api: 'sparked',
    method: 'POST',
    path: '/payments/stripe/webhook',
    auth: 'public',
    retry: false,
    rawBody: true,
    response: webhookResponseSchema,
    summary: "Stripe's events about checkouts and refunds (signature checked)",
    tags,
  },
  myOrders: {
    api: 'sparked',
    method: 'GET',
    path: '/my/orders',
    auth: 'user',
    response: ordersResponseSchema,
    summary: "The signed-in user's orders and receipts",
    tags,
  },
  orders: {
    api: 'sparked',
    method: 'GET',
    path: '/orders',
    auth: ['admin'],
    response: ordersResponseSchema,
    summary: 'Every order, newest first (admins)',
    tags,
  },
  recordOrder: {
    api: 'sparked',
    method: 'POST',
    path: '/orders',
    auth: ['admin'],
    idempotent: true,
    body: manualOrderRequestSchema,
    status: 201,
    response: orderResponseSchema,
    summary: 'Record a paid order by hand, which opens the module or admits to the class (admins)',
    tags,
  },
  refundOrder: {
    api: 'sparked',
    method: 'POST',
    path: '/orders/{id}/refund',
    auth: ['admin'],
    idempotent: true,
    params: orderParams,
    response: orderResponseSchema,
    summary: 'Refund an order; the module or class closes for the buyer (admins)',
    tags,
  },
} as const satisfies Record<string, Endpoint>;
