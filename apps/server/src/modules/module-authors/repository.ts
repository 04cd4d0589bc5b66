import type { ModuleAuthorRole } from '@sparked/contracts';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { likePattern } from '../../db/like-pattern';
import { moduleAuthors, users } from '../../db/schema';
import { authorColumns, findAuthorship } from '../core/module-access-repository';

export const moduleAuthorRepository = {
  authorship: findAuthorship,

  /** A module's authors, owners first then by email, with how many match. */
  async list(
    db: Database,
    moduleId: string,
    filter: { limit: number; offset: number; userIds?: string[]; search?: string },
  ) {
    const pattern = filter.search ? likePattern(filter.search) : undefined;
    const where = and(
      eq(moduleAuthors.moduleId, moduleId),
      filter.userIds ? inArray(moduleAuthors.userId, filter.userIds) : undefined,
      pattern
        ? or(
            ilike(users.email, pattern),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          )
        : undefined,
    );
    const rows = await db
      .select(authorColumns)
      .from(moduleAuthors)
      .innerJoin(users, eq(users.id, moduleAuthors.userId))
      .where(where)
      .orderBy(sql`${moduleAuthors.role} = 'owner' desc`, asc(users.email))
      .limit(filter.limit)
      .offset(filter.offset);
    const [total] = await db
      .select({ count: count() })
      .from(moduleAuthors)
      .innerJoin(users, eq(users.id, moduleAuthors.userId))
      .where(where);
    return { rows, total: total?.count ?? 0 };
  },

  async add(db: Database, moduleId: string, userId: string, role: ModuleAuthorRole) {
    const rows = await db
      .insert(moduleAuthors)
      .values({ moduleId, userId, role })
      .onConflictDoNothing()
      .returning({ userId: moduleAuthors.userId });
    return rows.length > 0;
  },

  async setRole(db: Database, moduleId: string, userId: string, role: ModuleAuthorRole) {
    const rows = await db
      .update(moduleAuthors)
      .set({ role })
      .where(and(eq(moduleAuthors.moduleId, moduleId), eq(moduleAuthors.userId, userId)))
      .returning({ userId: moduleAuthors.userId });
    return rows.length > 0;
  },

  async remove(db: Database, moduleId: string, userIds: string[]): Promise<string[]> {
    const rows = await db
      .delete(moduleAuthors)
      .where(and(eq(moduleAuthors.moduleId, moduleId), inArray(moduleAuthors.userId, userIds)))
      .returning({ userId: moduleAuthors.userId });
    return rows.map((row) => row.userId);
  },

  async owners(db: Database, moduleId: string): Promise<number> {
    const [row] = await db
      .select({ count: count() })
      .from(moduleAuthors)
      .where(and(eq(moduleAuthors.moduleId, moduleId), eq(moduleAuthors.role, 'owner')));
    return row?.count ?? 0;
  },
};
