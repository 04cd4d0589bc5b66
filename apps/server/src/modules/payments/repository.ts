import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { classes, modules, orders, paymentEvents, users } from '../../db/schema';
import { hasPaidFor, type OrderItemRef } from '../core/purchases-repository';

export type OrderRow = typeof orders.$inferSelect;
export type { OrderItemRef };

/** An order with what it is for and whose it is. */
const presented = {
  order: orders,
  title: sql<string>`coalesce(${modules.title}, ${classes.name}, '')`,
  buyer: users.email,
};

/** Orders with their module or class and their buyer. */
const ordersPresented = (db: Database) =>
  db
    .select(presented)
    .from(orders)
    .leftJoin(modules, eq(modules.id, orders.moduleId))
    .leftJoin(classes, eq(classes.id, orders.classId))
    .innerJoin(users, eq(users.id, orders.userId));

export const paymentRepository = {
  async insert(db: Database, order: typeof orders.$inferInsert): Promise<OrderRow> {
    const [row] = await db.insert(orders).values(order).returning();
    if (!row) throw new Error('order was not inserted');
    return row;
  },

  async update(db: Database, id: string, changes: Partial<typeof orders.$inferInsert>) {
    const [row] = await db.update(orders).set(changes).where(eq(orders.id, id)).returning();
    return row;
  },

  /** The order, locked for the transaction. */
  async lock(db: Database, where: { id: string } | { checkoutId: string } | { paymentId: string }) {
    const condition =
      'id' in where
        ? eq(orders.id, where.id)
        : 'checkoutId' in where
          ? eq(orders.checkoutId, where.checkoutId)
          : eq(orders.paymentId, where.paymentId);
    const [row] = await db.select().from(orders).where(condition).for('update');
    return row;
  },

  hasPaid: hasPaidFor,

  async list(db: Database, userId?: string) {
    return ordersPresented(db)
      .where(userId ? eq(orders.userId, userId) : undefined)
      .orderBy(desc(orders.createdAt))
      .limit(500);
  },

  /** One order with what it is for and whose it is, to present it. */
  async presented(db: Database, orderId: string) {
    const [row] = await ordersPresented(db).where(eq(orders.id, orderId));
    return row;
  },

  /** False when the event was handled before. */
  async recordEvent(db: Database, id: string, type: string): Promise<boolean> {
    const rows = await db
      .insert(paymentEvents)
      .values({ id, type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    return rows.length > 0;
  },
};
