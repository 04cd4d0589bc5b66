import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { PaymentService } from './service';

/** Paid modules and classes: checkout, the provider's webhook, orders. */
export function registerPayments(app: FastifyInstance, deps: { payments: PaymentService }) {
  const { payments } = deps;

  app.endpoint(endpoints.checkout, async ({ params, user }) => ({
    data: await payments.checkout(user, params.moduleId),
  }));
  app.endpoint(endpoints.classCheckout, async ({ params, user }) => ({
    data: await payments.checkoutClass(user, params.classId),
  }));
  app.endpoint(endpoints.stripeWebhook, async ({ request }) =>
    payments.webhook(
      request.rawBody ?? '',
      request.headers['stripe-signature'] as string | undefined,
    ),
  );
  app.endpoint(endpoints.myOrders, async ({ user }) => ({ data: await payments.mine(user.id) }));
  app.endpoint(endpoints.orders, async () => ({ data: await payments.all() }));
  app.endpoint(endpoints.recordOrder, async ({ body }) => ({ data: await payments.record(body) }));
  app.endpoint(endpoints.refundOrder, async ({ params }) => ({
    data: await payments.refund(params.id),
  }));
}
