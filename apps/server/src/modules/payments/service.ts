import type { AccessTokenClaims, Order } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import type { ServerMessage } from '../../i18n/catalogues';
import type { AcademyService } from '../academy';
import type { ClassService } from '../classes';
import { classRecords } from '../classes';
import { userRepository } from '../core/users-repository';
import { conflict, findItem, providerDown, startCheckout } from './checkout';
import { type OrderRow, paymentRepository as repository } from './repository';
import type { PaymentProvider } from './stripe';

/** The sentences this file answers with (decision 0046). */
const said = {
  thisClassIsNotTakingNew: /*i18n*/ {
    id: 'payments.this-class-is-not-taking-new',
    message: 'This class is not taking new students.',
  },
  youAreInThisClassAlready: /*i18n*/ {
    id: 'payments.you-are-in-this-class-already',
    message: 'You are in this class already.',
  },
  paymentsAreNotSetUp: /*i18n*/ {
    id: 'payments.payments-are-not-set-up',
    message: 'Payments are not set up.',
  },
  theEventIsNotSignedBy: /*i18n*/ {
    id: 'payments.the-event-is-not-signed-by',
    message: 'The event is not signed by the payment provider.',
  },
  thereIsNoSparkedAccountWith: /*i18n*/ {
    id: 'payments.there-is-no-sparked-account-with',
    message: 'There is no Sparked account with that email.',
  },
  ordersAreForStudentAccounts: /*i18n*/ {
    id: 'payments.orders-are-for-student-accounts',
    message: 'Orders are for student accounts.',
  },
  thereIsNoSuchOrder: /*i18n*/ {
    id: 'payments.there-is-no-such-order',
    message: 'There is no such order.',
  },
  onlyAPaidOrderCanBe: /*i18n*/ {
    id: 'payments.only-a-paid-order-can-be',
    message: 'Only a paid order can be refunded.',
  },
  thisPaymentCannotBeRefundedFrom: /*i18n*/ {
    id: 'payments.this-payment-cannot-be-refunded-from',
    message: 'This payment cannot be refunded from Sparked.',
  },
} satisfies Record<string, ServerMessage>;

function present(row: { order: OrderRow; title: string; buyer: string }): Order {
  const { order } = row;
  return {
    id: order.id,
    userId: order.userId,
    buyer: row.buyer,
    item: order.classId
      ? { kind: 'class', id: order.classId, title: row.title }
      : { kind: 'module', id: order.moduleId ?? '', title: row.title },
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
 * Paid modules and classes: checkout through the provider, fulfilment from its signed
 * events exactly once (events are recorded by id; orders move only pending → paid → refunded),
 * manual orders and refunds by admins. Paying admits the buyer to the module's academy class or
 * to the class; a refund takes them out again.
 */
export function createPaymentService(deps: {
  db: Database;
  provider: PaymentProvider | null;
  academy: AcademyService;
  classes: ClassService;
  publicUrl: string;
  now?: () => Date;
}) {
  const { db, provider, academy, classes } = deps;
  const now = deps.now ?? (() => new Date());
  const checkout = (caller: AccessTokenClaims, item: Awaited<ReturnType<typeof findItem>>) =>
    startCheckout(deps, caller, item);

  async function presentOne(tx: Database, orderId: string) {
    const row = await repository.presented(tx, orderId);
    if (!row) throw new Error('order vanished');
    return present(row);
  }

  async function markPaid(tx: Database, order: OrderRow, paymentId: string | null) {
    await repository.update(tx, order.id, {
      status: 'paid',
      paidAt: now(),
      ...(paymentId ? { paymentId } : {}),
    });
    if (order.classId) await classes.admitPaid(tx, order.userId, order.classId);
    else if (order.moduleId) await academy.admit(tx, order.userId, order.moduleId);
  }

  async function markRefunded(tx: Database, order: OrderRow) {
    await repository.update(tx, order.id, { status: 'refunded', refundedAt: now() });
    if (order.classId) await classes.dismissPaid(tx, order.userId, order.classId);
    else if (order.moduleId) await academy.dismiss(tx, order.userId, order.moduleId);
  }

  return {
    checkout: async (caller: AccessTokenClaims, moduleId: string) =>
      checkout(caller, await findItem(db, { moduleId })),

    /** A place in a paid class, for a student not in it yet, while it takes new students. */
    async checkoutClass(caller: AccessTokenClaims, classId: string) {
      const item = await findItem(db, { classId });
      const row = await classRecords.find(db, classId);
      if (row?.joinMode === 'closed') throw conflict(said.thisClassIsNotTakingNew);
      const member = await classRecords.membership(db, classId, caller.id);
      if (member?.status === 'active') throw conflict(said.youAreInThisClassAlready);
      return checkout(caller, item);
    },

    /** A provider event: checked, handled once, never moving an order backwards. */
    async webhook(rawBody: string, signature: string | undefined) {
      if (!provider) throw notFound(said.paymentsAreNotSetUp);
      const event = provider.readEvent(rawBody, signature, now());
      if (!event) throw new AppError(400, 'bad_request', said.theEventIsNotSignedBy);
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
    async record(input: { email: string; moduleId?: string; classId?: string }) {
      return db.transaction(async (tx) => {
        const learner = await userRepository.findUserByEmail(tx, input.email);
        if (!learner) throw notFound(said.thereIsNoSparkedAccountWith);
        if (learner.role !== 'student') throw conflict(said.ordersAreForStudentAccounts);
        const item = await findItem(
          tx,
          input.classId ? { classId: input.classId } : { moduleId: input.moduleId ?? '' },
        );
        const order = await repository.insert(tx, {
          userId: learner.id,
          ...item.ref,
          amount: item.price?.amount ?? 0,
          currency: item.price?.currency ?? 'usd',
          status: 'pending',
          provider: 'manual',
        });
        await markPaid(tx, order, null);
        return presentOne(tx, order.id);
      });
    },

    async refund(orderId: string) {
      return db.transaction(async (tx) => {
        const order = await repository.lock(tx, { id: orderId });
        if (!order) throw notFound(said.thereIsNoSuchOrder);
        if (order.status !== 'paid') throw conflict(said.onlyAPaidOrderCanBe);
        if (order.provider === 'stripe') {
          if (!provider || !order.paymentId) throw conflict(said.thisPaymentCannotBeRefundedFrom);
          try {
            await provider.refund(order.paymentId);
          } catch (error) {
            throw providerDown(error);
          }
        }
        await markRefunded(tx, order);
        return presentOne(tx, order.id);
      });
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
