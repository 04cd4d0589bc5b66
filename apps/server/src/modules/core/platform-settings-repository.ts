import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { platformSettings } from '../../db/schema';

/**
 * Settings admins keep for the whole platform (league rules, links), one row per name; each
 * value goes through its contract schema on the way out, so a missing row reads as the defaults.
 */
export const platformSettingsRepository = {
  async read<Schema extends z.ZodType>(
    db: Database,
    name: string,
    schema: Schema,
  ): Promise<z.output<Schema>> {
    const [row] = await db
      .select({ value: platformSettings.value })
      .from(platformSettings)
      .where(eq(platformSettings.name, name));
    return schema.parse(row?.value ?? {});
  },

  async write(db: Database, name: string, value: unknown, by: string) {
    await db
      .insert(platformSettings)
      .values({ name, value, updatedBy: by })
      .onConflictDoUpdate({
        target: platformSettings.name,
        set: { value, updatedBy: by, updatedAt: sql`now()` },
      });
  },
};
