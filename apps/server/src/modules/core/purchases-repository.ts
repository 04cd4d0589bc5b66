import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders } from '../../db/schema';

/** What an order is for: an academy module or a paid class. */
export type OrderItemRef = { moduleId: string } | { classId: string };

export const orderItemCondition = (item: OrderItemRef) =>
  'moduleId' in item ? eq(orders.moduleId, item.moduleId) : eq(orders.classId, item.classId);

/**
 * Whether a person has paid for a module or a class: part of who may open what, read by the
 * academy as much as by payments, so it lives with the other access reads.
 */
export async function hasPaidFor(db: Database, userId: string, item: OrderItemRef) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), orderItemCondition(item), eq(orders.status, 'paid')))
    .limit(1);
  return row !== undefined;
}
