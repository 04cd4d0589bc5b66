import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { moduleAuthors, users } from '../../db/schema';

export const authorColumns = {
  user_id: moduleAuthors.userId,
  module_id: moduleAuthors.moduleId,
  role: moduleAuthors.role,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** One user's authorship of one module, with the email the contract shows; undefined if none. */
export async function findAuthorship(db: Database, moduleId: string, userId: string) {
  const [row] = await db
    .select(authorColumns)
    .from(moduleAuthors)
    .innerJoin(users, eq(users.id, moduleAuthors.userId))
    .where(and(eq(moduleAuthors.moduleId, moduleId), eq(moduleAuthors.userId, userId)))
    .limit(1);
  return row;
}
