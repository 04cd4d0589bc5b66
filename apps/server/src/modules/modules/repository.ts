import type {
  ActivityContent,
  ActivityType,
  ModuleAuthorRole,
  ModuleDetails,
  ModuleStatus,
} from '@sparked/contracts';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { likePattern } from '../../db/like-pattern';
import {
  type ModuleSnapshot,
  moduleActivities,
  moduleAuthors,
  moduleSections,
  modules,
  moduleUnits,
  moduleVersions,
} from '../../db/schema';
import { withPriceColumns } from '../core/price';

export type ModuleRow = typeof modules.$inferSelect;
export type OutlineKind = 'section' | 'unit' | 'activity';

/** The table and parent column of each kind of outline item. */
const outlineTables = {
  section: { table: moduleSections, parent: moduleSections.moduleId, parentKey: 'moduleId' },
  unit: { table: moduleUnits, parent: moduleUnits.sectionId, parentKey: 'sectionId' },
  activity: { table: moduleActivities, parent: moduleActivities.unitId, parentKey: 'unitId' },
} as const;

export const moduleRepository = {
  /** Locks the module row: every structural change of one module happens one at a time. */
  async lock(db: Database, moduleId: string): Promise<ModuleRow | undefined> {
    const [row] = await db.select().from(modules).where(eq(modules.id, moduleId)).for('update');
    return row;
  },

  async find(db: Database, moduleId: string): Promise<ModuleRow | undefined> {
    const [row] = await db.select().from(modules).where(eq(modules.id, moduleId));
    return row;
  },

  /** The modules a user authors with their role, last edited first, and how many match. */
  async listAuthored(
    db: Database,
    userId: string,
    filter: { search?: string; status?: ModuleStatus; limit: number; offset: number },
  ) {
    const where = and(
      eq(moduleAuthors.userId, userId),
      filter.status ? eq(modules.status, filter.status) : undefined,
      filter.search
        ? or(
            ilike(modules.title, likePattern(filter.search)),
            ilike(modules.subject, likePattern(filter.search)),
          )
        : undefined,
    );
    const rows = await db
      .select({ module: modules, role: moduleAuthors.role })
      .from(modules)
      .innerJoin(moduleAuthors, eq(moduleAuthors.moduleId, modules.id))
      .where(where)
      .orderBy(desc(modules.updatedAt), asc(modules.id))
      .limit(filter.limit)
      .offset(filter.offset);
    const [total] = await db
      .select({ count: count() })
      .from(modules)
      .innerJoin(moduleAuthors, eq(moduleAuthors.moduleId, modules.id))
      .where(where);
    return { rows, total: total?.count ?? 0 };
  },

  async insert(db: Database, details: ModuleDetails): Promise<ModuleRow> {
    const [row] = await db
      .insert(modules)
      .values({ ...withPriceColumns(details), title: details.title })
      .returning();
    if (!row) throw new Error('module was not inserted');
    return row;
  },

  async addAuthor(db: Database, moduleId: string, userId: string, role: ModuleAuthorRole) {
    await db.insert(moduleAuthors).values({ moduleId, userId, role });
  },

  /** Applies changes and counts a draft edit, so "unpublished changes" can be told. */
  async update(
    db: Database,
    moduleId: string,
    changes: Partial<ModuleDetails> = {},
  ): Promise<void> {
    await db
      .update(modules)
      .set({
        ...withPriceColumns(changes),
        draftRevision: sql`${modules.draftRevision} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(modules.id, moduleId));
  },

  /** Status changes that are not edits of the draft. */
  async setStatus(
    db: Database,
    moduleId: string,
    changes: Pick<
      Partial<typeof modules.$inferInsert>,
      'status' | 'publishedRevision' | 'publishedVersion'
    >,
  ) {
    await db
      .update(modules)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(modules.id, moduleId));
  },

  /**
   * Sections, units and activities (without content), each in order. One query after another:
   * inside a transaction they share one connection, which runs a single query at a time.
   */
  async outline(db: Database, moduleId: string) {
    const sections = await db
      .select({ id: moduleSections.id, title: moduleSections.title })
      .from(moduleSections)
      .where(eq(moduleSections.moduleId, moduleId))
      .orderBy(asc(moduleSections.position));
    const units = await db
      .select({ id: moduleUnits.id, sectionId: moduleUnits.sectionId, title: moduleUnits.title })
      .from(moduleUnits)
      .where(eq(moduleUnits.moduleId, moduleId))
      .orderBy(asc(moduleUnits.position));
    const activities = await db
      .select({
        id: moduleActivities.id,
        unitId: moduleActivities.unitId,
        type: moduleActivities.type,
        title: moduleActivities.title,
      })
      .from(moduleActivities)
      .where(eq(moduleActivities.moduleId, moduleId))
      .orderBy(asc(moduleActivities.position));
    return { sections, units, activities };
  },

  /** Every activity of a module with its content, for snapshots and copies. */
  async activitiesWithContent(db: Database, moduleId: string) {
    return db
      .select()
      .from(moduleActivities)
      .where(eq(moduleActivities.moduleId, moduleId))
      .orderBy(asc(moduleActivities.position));
  },

  /** The ids under a parent (a module's sections, a section's units, a unit's activities), in order. */
  async childIds(db: Database, kind: OutlineKind, parentId: string): Promise<string[]> {
    const { table, parent } = outlineTables[kind];
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(eq(parent, parentId))
      .orderBy(asc(table.position), asc(table.createdAt));
    return rows.map((row) => row.id);
  },

  /** The parent of an outline item of this module, or undefined if it is not one of its items. */
  async parentOf(
    db: Database,
    kind: OutlineKind,
    moduleId: string,
    id: string,
  ): Promise<string | undefined> {
    const { table, parent } = outlineTables[kind];
    const [row] = await db
      .select({ parentId: parent })
      .from(table)
      .where(and(eq(table.id, id), eq(table.moduleId, moduleId)));
    return row?.parentId;
  },

  /** Writes 0…n-1 as the positions of `ids` under `parentId`, which becomes their parent. */
  async arrange(db: Database, kind: OutlineKind, parentId: string, ids: readonly string[]) {
    if (ids.length === 0) return;
    const { table, parentKey } = outlineTables[kind];
    const positions = sql.join(
      ids.map((id, index) => sql`when ${id}::uuid then ${index}::integer`),
      sql` `,
    );
    await db
      .update(table)
      .set({ [parentKey]: parentId, position: sql`case ${table.id} ${positions} end` })
      .where(inArray(table.id, [...ids]));
  },

  async insertSection(db: Database, moduleId: string, title: string): Promise<string> {
    const [row] = await db
      .insert(moduleSections)
      .values({ moduleId, title, position: 2_147_483_647 })
      .returning({ id: moduleSections.id });
    if (!row) throw new Error('section was not inserted');
    return row.id;
  },

  async insertUnit(db: Database, moduleId: string, sectionId: string, title: string) {
    const [row] = await db
      .insert(moduleUnits)
      .values({ moduleId, sectionId, title, position: 2_147_483_647 })
      .returning({ id: moduleUnits.id });
    if (!row) throw new Error('unit was not inserted');
    return row.id;
  },

  async insertActivity(
    db: Database,
    activity: {
      moduleId: string;
      unitId: string;
      type: ActivityType;
      title: string;
      content: ActivityContent;
    },
  ): Promise<string> {
    const [row] = await db
      .insert(moduleActivities)
      .values({ ...activity, position: 2_147_483_647 })
      .returning({ id: moduleActivities.id });
    if (!row) throw new Error('activity was not inserted');
    return row.id;
  },

  async rename(db: Database, kind: OutlineKind, moduleId: string, id: string, title: string) {
    const { table } = outlineTables[kind];
    const rows = await db
      .update(table)
      .set({ title })
      .where(and(eq(table.id, id), eq(table.moduleId, moduleId)))
      .returning({ id: table.id });
    return rows.length > 0;
  },

  async remove(db: Database, kind: OutlineKind, moduleId: string, id: string) {
    const { table } = outlineTables[kind];
    const rows = await db
      .delete(table)
      .where(and(eq(table.id, id), eq(table.moduleId, moduleId)))
      .returning({ id: table.id });
    return rows.length > 0;
  },

  async findActivity(db: Database, moduleId: string, activityId: string) {
    const [row] = await db
      .select()
      .from(moduleActivities)
      .where(and(eq(moduleActivities.id, activityId), eq(moduleActivities.moduleId, moduleId)));
    return row;
  },

  async updateActivity(
    db: Database,
    activityId: string,
    changes: { title?: string; content?: ActivityContent },
  ) {
    const [row] = await db
      .update(moduleActivities)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(moduleActivities.id, activityId))
      .returning();
    return row;
  },

  async insertVersion(
    db: Database,
    version: { moduleId: string; version: number; snapshot: ModuleSnapshot; publishedBy: string },
  ) {
    await db.insert(moduleVersions).values(version);
  },
};
