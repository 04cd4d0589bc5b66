import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { modules, orders, paymentEvents, users } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

/** An order with what it is for and whose it is. */
const presented = { order: orders, title: modules.title, buyer: users.email };

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

  async hasPaid(db: Database, userId: string, moduleId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(eq(orders.userId, userId), eq(orders.moduleId, moduleId), eq(orders.status, 'paid')),
      )
      .limit(1);
    return row !== undefined;
  },

  async list(db: Database, userId?: string) {
    return db
      .select(presented)
      .from(orders)
      .innerJoin(modules, eq(modules.id, orders.moduleId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(userId ? eq(orders.userId, userId) : undefined)
      .orderBy(desc(orders.createdAt))
      .limit(500);
  },

  /** What an order is for and whose it is, to present it. */
  async labels(db: Database, order: OrderRow) {
    const [row] = await db
      .select({ title: modules.title, buyer: users.email })
      .from(modules)
      .innerJoin(users, eq(users.id, order.userId))
      .where(eq(modules.id, order.moduleId));
    return { title: row?.title ?? '', buyer: row?.buyer ?? '' };
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
