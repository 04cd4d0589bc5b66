import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { moduleImages } from '../../db/schema';

export const moduleImageRepository = {
  async count(db: Database, moduleId: string): Promise<number> {
    const [row] = await db
      .select({ count: count() })
      .from(moduleImages)
      .where(eq(moduleImages.moduleId, moduleId));
    return row?.count ?? 0;
  },

  async insert(db: Database, image: typeof moduleImages.$inferInsert) {
    await db.insert(moduleImages).values(image);
  },

  /** The names of a module's stored images. */
  async namesOf(db: Database, moduleId: string): Promise<string[]> {
    const rows = await db
      .select({ fileName: moduleImages.fileName })
      .from(moduleImages)
      .where(eq(moduleImages.moduleId, moduleId));
    return rows.map((row) => row.fileName);
  },

  async exists(db: Database, fileName: string): Promise<boolean> {
    const [row] = await db
      .select({ fileName: moduleImages.fileName })
      .from(moduleImages)
      .where(eq(moduleImages.fileName, fileName));
    return row !== undefined;
  },
};
