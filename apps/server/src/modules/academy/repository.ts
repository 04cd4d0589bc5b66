import type { ModuleDetails } from '@sparked/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/database';
import { likePattern } from '../../db/like-pattern';
import { classes, moduleAuthors, modules, moduleVersions, users } from '../../db/schema';

/** Listed in the academy and published: what anyone may browse and take. */
const listed = and(
  eq(modules.listedInAcademy, true),
  eq(modules.status, 'published'),
  isNotNull(modules.publishedVersion),
);

const entryColumns = {
  module: modules,
  snapshot: moduleVersions.snapshot,
};

export const academyRepository = {
  async catalogue(
    db: Database,
    filter: {
      search?: string;
      subject?: string;
      level?: ModuleDetails['level'];
      maxMinutes?: number;
      price?: 'free' | 'paid';
      limit: number;
      offset: number;
    },
  ) {
    const pattern = filter.search ? likePattern(filter.search) : undefined;
    const where = and(
      listed,
      pattern
        ? or(
            ilike(modules.title, pattern),
            ilike(modules.description, pattern),
            ilike(modules.subject, pattern),
          )
        : undefined,
      filter.subject ? eq(modules.subject, filter.subject) : undefined,
      filter.level ? eq(modules.level, filter.level) : undefined,
      filter.maxMinutes ? lte(modules.estimatedMinutes, filter.maxMinutes) : undefined,
      filter.price === 'free' ? isNull(modules.priceAmount) : undefined,
      filter.price === 'paid' ? isNotNull(modules.priceAmount) : undefined,
    );
    const rows = await db
      .select(entryColumns)
      .from(modules)
      .innerJoin(
        moduleVersions,
        and(
          eq(moduleVersions.moduleId, modules.id),
          eq(moduleVersions.version, modules.publishedVersion),
        ),
      )
      .where(where)
      .orderBy(desc(modules.updatedAt), asc(modules.id))
      .limit(filter.limit)
      .offset(filter.offset);
    const [total] = await db.select({ count: count() }).from(modules).where(where);
    return { rows, total: total?.count ?? 0 };
  },

  async subjects(db: Database): Promise<string[]> {
    const rows = await db
      .selectDistinct({ subject: modules.subject })
      .from(modules)
      .where(and(listed, sql`${modules.subject} <> ''`))
      .orderBy(asc(modules.subject));
    return rows.map((row) => row.subject);
  },

  async find(db: Database, moduleId: string) {
    const [row] = await db
      .select(entryColumns)
      .from(modules)
      .innerJoin(
        moduleVersions,
        and(
          eq(moduleVersions.moduleId, modules.id),
          eq(moduleVersions.version, modules.publishedVersion),
        ),
      )
      .where(and(eq(modules.id, moduleId), listed));
    return row;
  },

  /** Owners' and editors' names per module, owners first. */
  async authors(db: Database, moduleIds: readonly string[]) {
    if (moduleIds.length === 0) return new Map<string, string[]>();
    const rows = await db
      .select({
        moduleId: moduleAuthors.moduleId,
        name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      })
      .from(moduleAuthors)
      .innerJoin(users, eq(users.id, moduleAuthors.userId))
      .where(
        and(
          inArray(moduleAuthors.moduleId, [...moduleIds]),
          inArray(moduleAuthors.role, ['owner', 'editor']),
        ),
      )
      .orderBy(sql`${moduleAuthors.role} = 'owner' desc`, asc(users.lastName));
    const byModule = new Map<string, string[]>();
    for (const row of rows)
      byModule.set(row.moduleId, [...(byModule.get(row.moduleId) ?? []), row.name]);
    return byModule;
  },

  async academyClass(db: Database, moduleId: string) {
    const [row] = await db
      .select({ id: classes.id })
      .from(classes)
      .where(eq(classes.academyModuleId, moduleId));
    return row;
  },

  /** The module's first owner, who answers for its academy class. */
  async owner(db: Database, moduleId: string) {
    const [row] = await db
      .select({ userId: moduleAuthors.userId })
      .from(moduleAuthors)
      .where(and(eq(moduleAuthors.moduleId, moduleId), eq(moduleAuthors.role, 'owner')))
      .orderBy(asc(moduleAuthors.createdAt))
      .limit(1);
    return row?.userId;
  },

  /** Creates the academy class unless another request just did; answers its id either way. */
  async ensureAcademyClass(db: Database, moduleId: string, title: string, ownerId: string) {
    await db
      .insert(classes)
      .values({
        name: title,
        description: 'Taken on your own from the academy.',
        ownerId,
        joinMode: 'open',
        academyModuleId: moduleId,
      })
      .onConflictDoNothing();
    const [row] = await db
      .select({ id: classes.id })
      .from(classes)
      .where(eq(classes.academyModuleId, moduleId));
    if (!row) throw new Error('academy class was not created');
    return row.id;
  },
};
