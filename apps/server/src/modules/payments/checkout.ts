import type { AccessTokenClaims, Price } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import type { ServerMessage } from '../../i18n/catalogues';
import { academyRecords } from '../academy';
import { classRecords } from '../classes';
import { priceOf } from '../core/price';
import { type OrderItemRef, paymentRepository as repository } from './repository';
import { type PaymentProvider, PaymentProviderError } from './stripe';

export const conflict = (message: string | ServerMessage) => new AppError(409, 'conflict', message);
const kindOf = (ref: OrderItemRef) => ('moduleId' in ref ? 'module' : 'class');
export const providerDown = (error: unknown) =>
  new AppError(
    503,
    'unavailable',
    error instanceof PaymentProviderError
      ? error.said
      : /*i18n*/ {
          id: 'payments.not-working-right-now',
          message: 'Payments are not working right now.',
        },
  );

/** Something for sale: where its buyer returns to, and what it costs (null: free). */
export type Item = { ref: OrderItemRef; title: string; price: Price; page: string };

/** A module of the academy or a class, refused when it is not for sale. */
export async function findItem(tx: Database, ref: OrderItemRef): Promise<Item> {
  if ('moduleId' in ref) {
    const listed = await academyRecords.find(tx, ref.moduleId);
    if (!listed)
      throw notFound(
        /*i18n*/ {
          id: 'payments.there-is-no-such-module-in',
          message: 'There is no such module in the academy.',
        },
      );
    const page = `/academy/modules/${ref.moduleId}`;
    return { ref, title: listed.snapshot.title, price: priceOf(listed.module), page };
  }
  const row = await classRecords.find(tx, ref.classId);
  if (!row || row.archivedAt || row.academyModuleId)
    throw notFound(
      /*i18n*/ { id: 'payments.there-is-no-such-class', message: 'There is no such class.' },
    );
  // The join page: it knows the buyer, and waits there for the payment to admit them.
  const page = `/student-journey/classes/${ref.classId}/enroll`;
  return { ref, title: row.name, price: priceOf(row), page };
}

/**
 * An order for `item` and the provider's checkout page for it; the order is cancelled when the
 * provider fails.
 */
export async function startCheckout(
  {
    db,
    provider,
    publicUrl,
  }: { db: Database; provider: PaymentProvider | null; publicUrl: string },
  caller: AccessTokenClaims,
  item: Item,
) {
  const { price } = item;
  const values = { kind: kindOf(item.ref) };
  if (price === null)
    throw conflict(
      /*i18n*/ {
        id: 'payments.free-no-payment-needed',
        message:
          'This {kind, select, module {module} other {class}} is free: no payment is needed.',
        values,
      },
    );
  if (!provider)
    throw conflict(
      /*i18n*/ {
        id: 'payments.not-set-up-ask-your-school',
        message:
          'This {kind, select, module {module} other {class}} cannot be bought yet: payments are not set up. Ask your school.',
        values,
      },
    );
  if (await repository.hasPaid(db, caller.id, item.ref))
    throw conflict(
      /*i18n*/ {
        id: 'payments.bought-already',
        message: 'You have bought this {kind, select, module {module} other {class}} already.',
        values,
      },
    );
  const order = await repository.insert(db, {
    userId: caller.id,
    ...item.ref,
    amount: price.amount,
    currency: price.currency,
    status: 'pending',
    provider: 'stripe',
  });
  const page = `${publicUrl}${item.page}`;
  try {
    const session = await provider.createCheckout({
      orderId: order.id,
      amount: price.amount,
      currency: price.currency,
      title: item.title,
      successUrl: `${page}?order=${order.id}`,
      cancelUrl: page,
    });
    await repository.update(db, order.id, { checkoutId: session.id });
    return { orderId: order.id, url: session.url };
  } catch (error) {
    await repository.update(db, order.id, { status: 'cancelled' });
    throw providerDown(error);
  }
}
