import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { scormPackages } from '../../db/schema';

export type ScormPackageRow = typeof scormPackages.$inferSelect;

export const scormRepository = {
  async count(db: Database, moduleId: string) {
    const [row] = await db
      .select({ total: count() })
      .from(scormPackages)
      .where(eq(scormPackages.moduleId, moduleId));
    return row?.total ?? 0;
  },
  async insert(db: Database, row: typeof scormPackages.$inferInsert) {
    await db.insert(scormPackages).values(row);
  },
  async find(db: Database, id: string): Promise<ScormPackageRow | undefined> {
    const [row] = await db.select().from(scormPackages).where(eq(scormPackages.id, id));
    return row;
  },
};
