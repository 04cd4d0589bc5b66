import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ltiDeepLinks, moduleAuthors, modules, moduleVersions } from '../../db/schema';

export type LtiDeepLinkRow = typeof ltiDeepLinks.$inferSelect;

/** At most this many modules are offered in one picker. */
const maxModules = 500;

/** Deep linking requests waiting for a teacher, and the published modules they may link. */
export const deepLinkingRepository = {
  async insert(db: Database, values: typeof ltiDeepLinks.$inferInsert): Promise<LtiDeepLinkRow> {
    const [row] = await db.insert(ltiDeepLinks).values(values).returning();
    if (!row) throw new Error('deep linking request was not inserted');
    return row;
  },

  async find(db: Database, id: string): Promise<LtiDeepLinkRow | undefined> {
    const [row] = await db.select().from(ltiDeepLinks).where(eq(ltiDeepLinks.id, id));
    return row;
  },

  /** Locks the request while its answer is built: two submits at once make one answer. */
  async lock(db: Database, id: string): Promise<LtiDeepLinkRow | undefined> {
    const [row] = await db.select().from(ltiDeepLinks).where(eq(ltiDeepLinks.id, id)).for('update');
    return row;
  },

  /** Keeps the answer, only when none was kept before. */
  async keepAnswer(db: Database, id: string, answer: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(ltiDeepLinks)
      .set({ answer, answeredAt: at })
      .where(and(eq(ltiDeepLinks.id, id), isNull(ltiDeepLinks.answer)))
      .returning({ id: ltiDeepLinks.id });
    return rows.length === 1;
  },

  /**
   * The published modules a user authors (owner, editor or viewer), each with its published
   * version's snapshot (the outline and content learners get), by title.
   */
  publishedAuthoredBy: (db: Database, userId: string) =>
    db
      .select({
        id: modules.id,
        title: modules.title,
        subject: modules.subject,
        snapshot: moduleVersions.snapshot,
      })
      .from(modules)
      .innerJoin(moduleAuthors, eq(moduleAuthors.moduleId, modules.id))
      .innerJoin(
        moduleVersions,
        and(
          eq(moduleVersions.moduleId, modules.id),
          eq(moduleVersions.version, modules.publishedVersion),
        ),
      )
      .where(and(eq(moduleAuthors.userId, userId), eq(modules.status, 'published')))
      .orderBy(asc(modules.title), asc(modules.id))
      .limit(maxModules),

  async removeExpired(db: Database, before: Date) {
    await db.delete(ltiDeepLinks).where(lt(ltiDeepLinks.expiresAt, before));
  },
};
