import type { ClipboardItem, ClipboardKind } from '@sparked/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clipboards } from '../../db/schema';

export const clipboardRepository = {
  /** Every list of a user that has ever held an item. */
  async lists(db: Database, userId: string) {
    return db
      .select({ kind: clipboards.kind, items: clipboards.items })
      .from(clipboards)
      .where(eq(clipboards.userId, userId));
  },

  /** One list, locked until the transaction ends; created empty on first use. */
  async lock(db: Database, userId: string, kind: ClipboardKind): Promise<ClipboardItem[]> {
    await db.insert(clipboards).values({ userId, kind, items: [] }).onConflictDoNothing();
    const [row] = await db
      .select({ items: clipboards.items })
      .from(clipboards)
      .where(and(eq(clipboards.userId, userId), eq(clipboards.kind, kind)))
      .for('update');
    return row?.items ?? [];
  },

  async write(db: Database, userId: string, kind: ClipboardKind, items: readonly ClipboardItem[]) {
    await db
      .update(clipboards)
      .set({ items: [...items], updatedAt: new Date() })
      .where(and(eq(clipboards.userId, userId), eq(clipboards.kind, kind)));
  },
};
