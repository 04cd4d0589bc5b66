import type { ClassDetails } from '@sparked/contracts';
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
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inChunks } from '../../db/in-chunks';
import { likePattern } from '../../db/like-pattern';
import {
  classes,
  classMembers,
  classModules,
  classTeachers,
  joinCodes,
  modules,
  referralCodes,
  users,
} from '../../db/schema';
import { withPriceColumns } from '../core/price';

export type ClassRow = typeof classes.$inferSelect;
type MemberVia = (typeof classMembers.$inferInsert)['via'];

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** Whether `userId` teaches the class: its owner or a co-teacher. */
export const teaches = (userId: string) =>
  or(
    eq(classes.ownerId, userId),
    exists(
      sql`(select 1 from ${classTeachers} where ${classTeachers.classId} = ${classes.id} and ${classTeachers.userId} = ${userId})`,
    ),
  );

const memberCount = (status: 'active' | 'pending') =>
  sql<number>`(select count(*)::int from ${classMembers} where ${classMembers.classId} = ${classes.id} and ${classMembers.status} = ${status})`;

const summaryColumns = {
  class: classes,
  teacherName: fullName,
  students: memberCount('active'),
  pending: memberCount('pending'),
};

export const classRepository = {
  async insert(db: Database, ownerId: string, details: ClassDetails): Promise<ClassRow> {
    const [row] = await db
      .insert(classes)
      .values({ ...withPriceColumns(details), ownerId })
      .returning();
    if (!row) throw new Error('class was not inserted');
    return row;
  },

  async find(db: Database, classId: string): Promise<ClassRow | undefined> {
    const [row] = await db.select().from(classes).where(eq(classes.id, classId));
    return row;
  },

  /** The names of `classIds`, by id (a district's league close names thousands in its prizes). */
  async names(db: Database, classIds: readonly string[]) {
    const rows = await inChunks(classIds, (chunk) =>
      db
        .select({ id: classes.id, name: classes.name })
        .from(classes)
        .where(inArray(classes.id, chunk)),
    );
    return new Map(rows.map((row) => [row.id, row.name]));
  },

  /** Locks the class row: joins, code changes and roster changes of one class go one at a time. */
  async lock(db: Database, classId: string): Promise<ClassRow | undefined> {
    const [row] = await db.select().from(classes).where(eq(classes.id, classId)).for('update');
    return row;
  },

  async isTeacher(db: Database, classId: string, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.id, classId), teaches(userId)));
    return row !== undefined;
  },

  /** Classes with their teacher's name and member counts, newest first. */
  async list(
    db: Database,
    filter: {
      teacherId?: string;
      search?: string;
      archived: boolean;
      price?: 'free' | 'paid';
      limit: number;
      offset: number;
    },
  ) {
    const where = and(
      filter.teacherId ? teaches(filter.teacherId) : undefined,
      filter.archived ? isNotNull(classes.archivedAt) : isNull(classes.archivedAt),
      // Academy classes belong to the catalogue, not to a teacher's list.
      isNull(classes.academyModuleId),
      filter.search ? ilike(classes.name, likePattern(filter.search)) : undefined,
      filter.price === 'paid' ? isNotNull(classes.priceAmount) : undefined,
      filter.price === 'free' ? isNull(classes.priceAmount) : undefined,
    );
    const rows = await db
      .select(summaryColumns)
      .from(classes)
      .innerJoin(users, eq(users.id, classes.ownerId))
      .where(where)
      .orderBy(desc(classes.createdAt), asc(classes.id))
      .limit(filter.limit)
      .offset(filter.offset);
    const [total] = await db.select({ count: count() }).from(classes).where(where);
    return { rows, total: total?.count ?? 0 };
  },

  async summary(db: Database, classId: string) {
    const [row] = await db
      .select(summaryColumns)
      .from(classes)
      .innerJoin(users, eq(users.id, classes.ownerId))
      .where(eq(classes.id, classId));
    return row;
  },

  async update(db: Database, classId: string, changes: Partial<typeof classes.$inferInsert>) {
    await db
      .update(classes)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(classes.id, classId));
  },

  async coTeachers(db: Database, classId: string) {
    return db
      .select({ id: users.id, name: fullName, email: users.email })
      .from(classTeachers)
      .innerJoin(users, eq(users.id, classTeachers.userId))
      .where(eq(classTeachers.classId, classId))
      .orderBy(asc(users.email));
  },

  /** Assigned modules in order, with the version learners get. */
  async modules(db: Database, classId: string) {
    return db
      .select({
        moduleId: modules.id,
        title: modules.title,
        version: modules.publishedVersion,
        dueAt: classModules.dueAt,
      })
      .from(classModules)
      .innerJoin(modules, eq(modules.id, classModules.moduleId))
      .where(eq(classModules.classId, classId))
      .orderBy(asc(classModules.position));
  },

  async setModules(
    db: Database,
    classId: string,
    assigned: readonly { moduleId: string; dueAt: Date | null }[],
  ) {
    await db.delete(classModules).where(eq(classModules.classId, classId));
    if (assigned.length === 0) return;
    await db
      .insert(classModules)
      .values(assigned.map((entry, position) => ({ classId, position, ...entry })));
  },

  /** The class's code that has not been revoked, if any. */
  async activeCode(db: Database, classId: string) {
    const [row] = await db
      .select()
      .from(joinCodes)
      .where(and(eq(joinCodes.classId, classId), isNull(joinCodes.revokedAt)));
    return row;
  },

  async revokeCodes(db: Database, classId: string) {
    await db
      .update(joinCodes)
      .set({ revokedAt: new Date() })
      .where(and(eq(joinCodes.classId, classId), isNull(joinCodes.revokedAt)));
  },

  /** False when the code is taken (any class, any time): the caller draws another. */
  async insertCode(db: Database, code: typeof joinCodes.$inferInsert): Promise<boolean> {
    const rows = await db
      .insert(joinCodes)
      .values(code)
      .onConflictDoNothing()
      .returning({ code: joinCodes.code });
    return rows.length > 0;
  },

  async findCode(db: Database, classId: string, code: string) {
    const [row] = await db
      .select()
      .from(joinCodes)
      .where(
        and(eq(joinCodes.code, code), eq(joinCodes.classId, classId), isNull(joinCodes.revokedAt)),
      );
    return row;
  },

  /** Counts one use unless the code is used up; false when it was. */
  async useCode(db: Database, code: string): Promise<boolean> {
    const rows = await db
      .update(joinCodes)
      .set({ uses: sql`${joinCodes.uses} + 1` })
      .where(
        and(
          eq(joinCodes.code, code),
          or(isNull(joinCodes.maxUses), sql`${joinCodes.uses} < ${joinCodes.maxUses}`),
        ),
      )
      .returning({ code: joinCodes.code });
    return rows.length > 0;
  },

  async membership(db: Database, classId: string, userId: string) {
    const [row] = await db
      .select({ status: classMembers.status })
      .from(classMembers)
      .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)));
    return row;
  },

  async addMember(
    db: Database,
    member: { classId: string; userId: string; status: 'active' | 'pending'; via: MemberVia },
  ) {
    await db.insert(classMembers).values(member).onConflictDoNothing();
  },

  /**
   * Makes the user an active member, however they came: a pending request is accepted, otherwise
   * a membership is added (one already active stays as it is).
   */
  async admit(db: Database, classId: string, userId: string, via: MemberVia) {
    if (await classRepository.activate(db, classId, userId)) return;
    await classRepository.addMember(db, { classId, userId, status: 'active', via });
  },

  async activate(db: Database, classId: string, userId: string): Promise<boolean> {
    const rows = await db
      .update(classMembers)
      .set({ status: 'active' })
      .where(
        and(
          eq(classMembers.classId, classId),
          eq(classMembers.userId, userId),
          eq(classMembers.status, 'pending'),
        ),
      )
      .returning({ userId: classMembers.userId });
    return rows.length > 0;
  },

  async removeMember(db: Database, classId: string, userId: string): Promise<boolean> {
    const rows = await db
      .delete(classMembers)
      .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
      .returning({ userId: classMembers.userId });
    return rows.length > 0;
  },

  /** Students and join requests with the real names only teachers see. */
  async roster(db: Database, classId: string) {
    return db
      .select({
        userId: users.id,
        name: fullName,
        email: users.email,
        status: classMembers.status,
        joinedAt: classMembers.joinedAt,
      })
      .from(classMembers)
      .innerJoin(users, eq(users.id, classMembers.userId))
      .where(eq(classMembers.classId, classId))
      .orderBy(
        desc(sql`${classMembers.status} = 'pending'`),
        asc(users.lastName),
        asc(users.firstName),
      );
  },

  /** Active students by first name, for what classmates may see of each other. */
  async classmates(db: Database, classId: string) {
    return db
      .select({ userId: users.id, firstName: users.firstName })
      .from(classMembers)
      .innerJoin(users, eq(users.id, classMembers.userId))
      .where(and(eq(classMembers.classId, classId), eq(classMembers.status, 'active')));
  },

  /** The classes a user belongs to or asked to join, with their teacher's name. */
  async memberships(db: Database, userId: string) {
    return db
      .select({ class: classes, status: classMembers.status, teacherName: fullName })
      .from(classMembers)
      .innerJoin(classes, eq(classes.id, classMembers.classId))
      .innerJoin(users, eq(users.id, classes.ownerId))
      .where(and(eq(classMembers.userId, userId), isNull(classes.archivedAt)))
      .orderBy(asc(classes.name));
  },

  async insertReferral(db: Database, code: typeof referralCodes.$inferInsert): Promise<boolean> {
    const rows = await db
      .insert(referralCodes)
      .values(code)
      .onConflictDoNothing()
      .returning({ code: referralCodes.code });
    return rows.length > 0;
  },

  async referrals(db: Database, classId: string) {
    return db
      .select()
      .from(referralCodes)
      .where(eq(referralCodes.classId, classId))
      .orderBy(desc(referralCodes.createdAt));
  },

  async findReferral(db: Database, code: string) {
    const [row] = await db.select().from(referralCodes).where(eq(referralCodes.code, code));
    return row;
  },

  async revokeReferral(db: Database, code: string) {
    const [row] = await db
      .update(referralCodes)
      .set({ revokedAt: new Date() })
      .where(eq(referralCodes.code, code))
      .returning();
    return row;
  },

  async useReferral(db: Database, code: string) {
    await db
      .update(referralCodes)
      .set({ uses: sql`${referralCodes.uses} + 1` })
      .where(eq(referralCodes.code, code));
  },

  async addTeacher(db: Database, classId: string, userId: string): Promise<boolean> {
    const rows = await db
      .insert(classTeachers)
      .values({ classId, userId })
      .onConflictDoNothing()
      .returning({ userId: classTeachers.userId });
    return rows.length > 0;
  },

  async removeTeacher(db: Database, classId: string, userId: string): Promise<boolean> {
    const rows = await db
      .delete(classTeachers)
      .where(and(eq(classTeachers.classId, classId), eq(classTeachers.userId, userId)))
      .returning({ userId: classTeachers.userId });
    return rows.length > 0;
  },

  /** The published modules a user may assign: those they author, or any for admins. */
  async assignable(db: Database, moduleIds: readonly string[]) {
    if (moduleIds.length === 0) return [];
    return db
      .select({ id: modules.id, status: modules.status, version: modules.publishedVersion })
      .from(modules)
      .where(sql`${modules.id} in ${moduleIds}`);
  },
};
