import type { UserTagFields } from '@sparked/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userTagAssignments, userTags } from '../../db/schema';

const carriers = sql<number>`(select count(*)::int from ${userTagAssignments} where ${userTagAssignments.tagId} = ${userTags.id})`;
const managedColumns = {
  id: userTags.id,
  name: userTags.name,
  colour: userTags.colour,
  users: carriers,
};

export const tagsRepository = {
  list: (db: Database) => db.select(managedColumns).from(userTags).orderBy(asc(userTags.name)),

  async find(db: Database, tagId: string) {
    const [row] = await db.select(managedColumns).from(userTags).where(eq(userTags.id, tagId));
    return row;
  },

  /** Locks the tag: changes to one tag and its carriers go in turn. */
  async lock(db: Database, tagId: string) {
    const [row] = await db.select().from(userTags).where(eq(userTags.id, tagId)).for('update');
    return row;
  },

  /** Undefined when the name is taken. */
  async insert(db: Database, fields: UserTagFields) {
    const [row] = await db
      .insert(userTags)
      .values(fields)
      .onConflictDoNothing({ target: userTags.name })
      .returning({ id: userTags.id });
    return row;
  },

  async update(db: Database, tagId: string, changes: Partial<UserTagFields>) {
    await db.update(userTags).set(changes).where(eq(userTags.id, tagId));
  },

  async nameTaken(db: Database, name: string, otherThan: string) {
    const [row] = await db
      .select({ total: count() })
      .from(userTags)
      .where(and(eq(userTags.name, name), sql`${userTags.id} <> ${otherThan}`));
    return (row?.total ?? 0) > 0;
  },

  async remove(db: Database, tagId: string) {
    await db.delete(userTags).where(eq(userTags.id, tagId));
  },

  /** Of these users, those who carry the tag. */
  async carriersAmong(db: Database, tagId: string, userIds: string[]) {
    if (userIds.length === 0) return new Set<string>();
    const rows = await db
      .select({ userId: userTagAssignments.userId })
      .from(userTagAssignments)
      .where(and(eq(userTagAssignments.tagId, tagId), inArray(userTagAssignments.userId, userIds)));
    return new Set(rows.map((row) => row.userId));
  },

  async assign(db: Database, tagId: string, userIds: string[]) {
    if (userIds.length === 0) return;
    await db
      .insert(userTagAssignments)
      .values(userIds.map((userId) => ({ userId, tagId })))
      .onConflictDoNothing();
  },

  async unassign(db: Database, tagId: string, userIds: string[]) {
    if (userIds.length === 0) return;
    await db
      .delete(userTagAssignments)
      .where(and(eq(userTagAssignments.tagId, tagId), inArray(userTagAssignments.userId, userIds)));
  },
};
