import { and, eq, lt, or } from 'drizzle-orm';
import type { Database } from '../../../../db/database';
import { moduleImports } from '../../../../db/schema';

export type ImportRow = typeof moduleImports.$inferSelect;

/** The import jobs of `module_imports` (decision 0035). */
export const importRepository = {
  async insert(db: Database, values: { userId: string; fileName: string; packageFile: string }) {
    const [row] = await db.insert(moduleImports).values(values).returning();
    if (!row) throw new Error('import was not recorded');
    return row;
  },

  async update(db: Database, id: string, values: Partial<typeof moduleImports.$inferInsert>) {
    await db
      .update(moduleImports)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(moduleImports.id, id));
  },

  /** Takes a queued import for this instance; undefined when another took it or it is not queued. */
  async claim(db: Database, id: string): Promise<ImportRow | undefined> {
    const [row] = await db
      .update(moduleImports)
      .set({ status: 'running', updatedAt: new Date() })
      .where(and(eq(moduleImports.id, id), eq(moduleImports.status, 'queued')))
      .returning();
    return row;
  },

  async findOf(db: Database, userId: string, id: string): Promise<ImportRow | undefined> {
    const [row] = await db
      .select()
      .from(moduleImports)
      .where(and(eq(moduleImports.id, id), eq(moduleImports.userId, userId)));
    return row;
  },

  /** Queues again imports queued before `queuedBefore` or running since before `runningBefore`. */
  async requeueStale(db: Database, queuedBefore: Date, runningBefore: Date): Promise<string[]> {
    const rows = await db
      .update(moduleImports)
      .set({ status: 'queued' })
      .where(
        or(
          and(eq(moduleImports.status, 'running'), lt(moduleImports.updatedAt, runningBefore)),
          and(eq(moduleImports.status, 'queued'), lt(moduleImports.updatedAt, queuedBefore)),
        ),
      )
      .returning({ id: moduleImports.id });
    return rows.map((row) => row.id);
  },
};
