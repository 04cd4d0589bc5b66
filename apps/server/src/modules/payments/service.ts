import type { AccessTokenClaims, Order } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import { academyRepository } from '../academy/repository';
import type { AcademyService } from '../academy/service';
import { ssoRepository } from '../sso/repository';
import { type OrderRow, paymentRepository as repository } from './repository';
import { type PaymentProvider, PaymentProviderError } from './stripe';

const conflict = (message: string) => new AppError(409, 'conflict', message);
const providerDown = (error: unknown) =>
  new AppError(
    503,
    'unavailable',
    error instanceof PaymentProviderError ? error.message : 'Payments are not working right now.',
  );

function present(row: { order: OrderRow; title: string; buyer: string }): Order {
  const { order } = row;
  return {
    id: order.id,
    userId: order.userId,
    buyer: row.buyer,
    module: { id: order.moduleId, title: row.title },
    amount: order.amount,
    currency: order.currency,
    status: order.status,
    provider: order.provider,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    refundedAt: order.refundedAt?.toISOString() ?? null,
  };
}

/**
 * Paid modules (issue 14): checkout through the provider, fulfilment from its signed events
 * exactly once (events are recorded by id; orders move only pending → paid → refunded), manual
 * orders and refunds by admins. Paying admits the buyer to the module's academy class; a refund
 * takes them out again.
 */
export function createPaymentService(deps: {
  db: Database;
  provider: PaymentProvider | null;
  academy: AcademyService;
  publicUrl: string;
  now?: () => Date;
}) {
  const { db, provider, academy, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());

  async function withTitle(tx: Database, order: OrderRow) {
    return present({ order, ...(await repository.labels(tx, order)) });
  }

  async function markPaid(tx: Database, order: OrderRow, paymentId: string | null) {
    const paid = await repository.update(tx, order.id, {
      status: 'paid',
      paidAt: now(),
      ...(paymentId ? { paymentId } : {}),
    });
    await academy.admit(tx, order.userId, order.moduleId);
    return paid;
  }

  async function markRefunded(tx: Database, order: OrderRow) {
    const refunded = await repository.update(tx, order.id, {
      status: 'refunded',
      refundedAt: now(),
    });
    await academy.dismiss(tx, order.userId, order.moduleId);
    return refunded;
  }

  return {
    async checkout(caller: AccessTokenClaims, moduleId: string) {
      const listed = await academyRepository.find(db, moduleId);
      if (!listed) throw notFound('There is no such module in the academy.');
      const { priceAmount: amount, priceCurrency: currency } = listed.module;
      if (amount === null || currency === null)
        throw conflict('This module is free: enrol instead.');
      if (!provider)
        throw conflict(
          'This module cannot be bought yet: payments are not set up. Ask your school.',
        );
      if (await repository.hasPaid(db, caller.id, moduleId))
        throw conflict('You have bought this module already.');
      const order = await repository.insert(db, {
        userId: caller.id,
        moduleId,
        amount,
        currency,
        status: 'pending',
        provider: 'stripe',
      });
      const page = `${publicUrl}/academy/modules/${moduleId}`;
      try {
        const session = await provider.createCheckout({
          orderId: order.id,
          amount,
          currency,
          title: listed.snapshot.title,
          successUrl: `${page}?order=${order.id}`,
          cancelUrl: page,
        });
        await repository.update(db, order.id, { checkoutId: session.id });
        return { orderId: order.id, url: session.url };
      } catch (error) {
        await repository.update(db, order.id, { status: 'cancelled' });
        throw providerDown(error);
      }
    },

    /** A provider event: checked, handled once, never moving an order backwards. */
    async webhook(rawBody: string, signature: string | undefined) {
      if (!provider) throw notFound('Payments are not set up.');
      const event = provider.readEvent(rawBody, signature, now());
      if (!event)
        throw new AppError(400, 'bad_request', 'The event is not signed by the payment provider.');
      await db.transaction(async (tx) => {
        if (!(await repository.recordEvent(tx, event.id, event.type))) return;
        if (event.type === 'checkout.completed') {
          const order = await repository.lock(tx, { checkoutId: event.checkoutId });
          if (order?.status !== 'pending') return;
          // A refund that overtook its payment's own event already ended this order.
          if (
            event.paymentId &&
            !(await repository.recordEvent(tx, `refunded:${event.paymentId}`, 'marker'))
          ) {
            await repository.update(tx, order.id, {
              status: 'refunded',
              paymentId: event.paymentId,
              refundedAt: now(),
            });
            return;
          }
          await markPaid(tx, order, event.paymentId);
        }
        if (event.type === 'payment.refunded') {
          const order = await repository.lock(tx, { paymentId: event.paymentId });
          if (!order) await repository.recordEvent(tx, `refunded:${event.paymentId}`, 'marker');
          else if (order.status === 'paid') await markRefunded(tx, order);
        }
      });
      return { received: true as const };
    },

    mine: async (userId: string) => (await repository.list(db, userId)).map(present),
    all: async () => (await repository.list(db)).map(present),

    /** An order paid outside Sparked (an invoice, a school agreement), recorded by an admin. */
    async record(input: { email: string; moduleId: string }) {
      return db.transaction(async (tx) => {
        const learner = await ssoRepository.findUserByEmail(tx, input.email);
        if (!learner) throw notFound('There is no Sparked account with that email.');
        if (learner.role !== 'student') throw conflict('Orders are for student accounts.');
        const listed = await academyRepository.find(tx, input.moduleId);
        if (!listed) throw notFound('There is no such module in the academy.');
        const order = await repository.insert(tx, {
          userId: learner.id,
          moduleId: input.moduleId,
          amount: listed.module.priceAmount ?? 0,
          currency: listed.module.priceCurrency ?? 'usd',
          status: 'pending',
          provider: 'manual',
        });
        const paid = await markPaid(tx, order, null);
        if (!paid) throw new Error('order vanished');
        return withTitle(tx, paid);
      });
    },

    async refund(orderId: string) {
      return db.transaction(async (tx) => {
        const order = await repository.lock(tx, { id: orderId });
        if (!order) throw notFound('There is no such order.');
        if (order.status !== 'paid') throw conflict('Only a paid order can be refunded.');
        if (order.provider === 'stripe') {
          if (!provider || !order.paymentId)
            throw conflict('This payment cannot be refunded from Sparked.');
          try {
            await provider.refund(order.paymentId);
          } catch (error) {
            throw providerDown(error);
          }
        }
        const refunded = await markRefunded(tx, order);
        if (!refunded) throw new Error('order vanished');
        return withTitle(tx, refunded);
      });
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
