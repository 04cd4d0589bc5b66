import { currencies, orderStatuses } from '@sparked/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { classes } from './classes-schema';
import { createdAt } from './columns';
import { modules } from './modules-schema';
import { users } from './users-schema';

/**
 * An order for a paid module or a place in a paid class: paying it opens the module in
 * the academy, or admits the buyer to the class. Exactly one of the two is set.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id').references(() => modules.id, { onDelete: 'cascade' }),
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: currencies }).notNull(),
    status: text('status', { enum: orderStatuses }).notNull(),
    provider: text('provider', { enum: ['stripe', 'manual'] }).notNull(),
    /** The provider's checkout session and payment, to match its events and refund. */
    checkoutId: text('checkout_id').unique(),
    paymentId: text('payment_id'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_user_idx').on(table.userId),
    check('orders_one_item', sql`(${table.moduleId} is null) <> (${table.classId} is null)`),
  ],
);

/** Provider events already handled: a redelivered event finds its id here and changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});
