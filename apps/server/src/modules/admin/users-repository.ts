import type { UserFilter, UserListQuery, UserRole } from '@sparked/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/database';
import { likePattern } from '../../db/like-pattern';
import {
  classes,
  classMembers,
  classTeachers,
  users,
  userTagAssignments,
  userTags,
} from '../../db/schema';
import { teaches } from '../classes';

/** The users an admin's change reaches: the ones picked, or every one a filter matches. */
export type UserTarget = { userIds: string[] } | { filter: UserFilter };

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** The users a filter matches: each part given narrows the set. */
function matching(filter: UserFilter): SQL | undefined {
  const search = filter.search ? likePattern(filter.search) : null;
  return and(
    search ? or(ilike(fullName, search), ilike(users.email, search)) : undefined,
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.status === 'active' ? isNull(users.deactivatedAt) : undefined,
    filter.status === 'deactivated' ? isNotNull(users.deactivatedAt) : undefined,
    filter.tagId
      ? exists(
          sql`(select 1 from ${userTagAssignments} where ${userTagAssignments.userId} = ${users.id} and ${userTagAssignments.tagId} = ${filter.tagId})`,
        )
      : undefined,
    filter.classId
      ? or(
          exists(
            sql`(select 1 from ${classMembers} where ${classMembers.userId} = ${users.id} and ${classMembers.classId} = ${filter.classId})`,
          ),
          exists(
            sql`(select 1 from ${classTeachers} where ${classTeachers.userId} = ${users.id} and ${classTeachers.classId} = ${filter.classId})`,
          ),
        )
      : undefined,
  );
}

const sortColumns = {
  name: [users.lastName, users.firstName],
  email: [users.email],
  role: [users.role, users.lastName],
  createdAt: [users.createdAt],
} as const;

const rowColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
};
export type UserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'firstName' | 'lastName' | 'role' | 'deactivatedAt' | 'createdAt'
>;
export type TagOfUser = Pick<typeof userTags.$inferSelect, 'id' | 'name' | 'colour'>;

export const present = (row: UserRow, tags: TagOfUser[]) => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role,
  status: row.deactivatedAt ? ('deactivated' as const) : ('active' as const),
  createdAt: row.createdAt.toISOString(),
  tags,
});

export const usersRepository = {
  async page(db: Database, query: UserListQuery) {
    const [rows, [total]] = await Promise.all([
      usersRepository.pageQuery(db, query),
      usersRepository.countQuery(db, query),
    ]);
    return { rows, total: total?.total ?? 0 };
  },

  /** The rows of one page, as a query (a test reads its plan). */
  pageQuery(db: Database, query: UserListQuery) {
    const direction = query.order === 'desc' ? desc : asc;
    return (
      db
        .select(rowColumns)
        .from(users)
        .where(matching(query))
        // Ties go by id in the same direction, so one index serves a sort both ways.
        .orderBy(...[...sortColumns[query.sort], users.id].map((column) => direction(column)))
        .limit(query.limit)
        .offset(query.offset)
    );
  },

  /** How many users the filter matches, as a query. */
  countQuery: (db: Database, filter: UserFilter) =>
    db.select({ total: count() }).from(users).where(matching(filter)),

  /** Each user's tags, by user id. */
  async tagsOf(db: Database, userIds: string[]) {
    const byUser = new Map<string, TagOfUser[]>();
    if (userIds.length === 0) return byUser;
    const rows = await db
      .select({
        userId: userTagAssignments.userId,
        id: userTags.id,
        name: userTags.name,
        colour: userTags.colour,
      })
      .from(userTagAssignments)
      .innerJoin(userTags, eq(userTags.id, userTagAssignments.tagId))
      .where(inArray(userTagAssignments.userId, userIds))
      .orderBy(asc(userTags.name));
    for (const { userId, ...tag } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), tag]);
    return byUser;
  },

  async find(db: Database, userId: string): Promise<UserRow | undefined> {
    const [row] = await db.select(rowColumns).from(users).where(eq(users.id, userId));
    return row;
  },

  /** Locks the user rows a change reads, so two admins' changes to one account go in turn. */
  lockMatching: (db: Database, target: UserTarget) =>
    db
      .select(rowColumns)
      .from(users)
      .where('userIds' in target ? inArray(users.id, target.userIds) : matching(target.filter))
      .orderBy(asc(users.id))
      .for('update'),

  /** The active admins, locked: the last one may not be demoted or deactivated. */
  async lockActiveAdmins(db: Database) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)))
      .for('update');
    return rows.map((row) => row.id);
  },

  async setRole(db: Database, userIds: string[], role: UserRole) {
    if (userIds.length === 0) return;
    await db.update(users).set({ role }).where(inArray(users.id, userIds));
  },

  async setDeactivated(db: Database, userIds: string[], deactivated: boolean) {
    if (userIds.length === 0) return;
    await db
      .update(users)
      // Deactivating also ends the sessions: tokens issued before it stay refused after a
      // reactivation.
      .set(
        deactivated
          ? { deactivatedAt: sql`now()`, tokensValidAfter: sql`now()` }
          : { deactivatedAt: null },
      )
      .where(inArray(users.id, userIds));
  },

  async classesOf(db: Database, userId: string) {
    const [learning, teaching] = await Promise.all([
      db
        .select({ id: classes.id, name: classes.name })
        .from(classMembers)
        .innerJoin(classes, eq(classes.id, classMembers.classId))
        .where(and(eq(classMembers.userId, userId), eq(classMembers.status, 'active')))
        .orderBy(asc(classes.name)),
      db
        .select({ id: classes.id, name: classes.name })
        .from(classes)
        .where(teaches(userId))
        .orderBy(asc(classes.name)),
    ]);
    return [
      ...teaching.map((row) => ({ ...row, as: 'teacher' as const })),
      ...learning.map((row) => ({ ...row, as: 'student' as const })),
    ];
  },
};
