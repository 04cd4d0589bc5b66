import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { moduleAuthors, users } from '../../db/schema';

export const moduleAuthorRepository = {
  /** One user's authorship of one module, with the email the contract shows; undefined if none. */
  async authorship(db: Database, moduleId: string, userId: string) {
    const [row] = await db
      .select({
        user_id: moduleAuthors.userId,
        module_id: moduleAuthors.moduleId,
        role: moduleAuthors.role,
        email: users.email,
      })
      .from(moduleAuthors)
      .innerJoin(users, eq(users.id, moduleAuthors.userId))
      .where(and(eq(moduleAuthors.moduleId, moduleId), eq(moduleAuthors.userId, userId)))
      .limit(1);
    return row;
  },
};
