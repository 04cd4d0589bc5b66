import type { CompetitionFields } from '@sparked/contracts';
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  classes,
  classMembers,
  competitionClasses,
  competitionEntries,
  competitions,
  userSettings,
  users,
} from '../../db/schema';
import { onBoards } from '../leagues';

export type CompetitionRow = typeof competitions.$inferSelect;
type CompetitionInsert = typeof competitions.$inferInsert;

/** The API's fields as columns (the eligible classes are rows of their own). */
function columns(fields: Partial<CompetitionFields>): Partial<CompetitionInsert> {
  const { classIds: _classIds, startsAt, endsAt, ...rest } = fields;
  return {
    ...rest,
    ...(startsAt ? { startsAt: new Date(startsAt) } : {}),
    ...(endsAt ? { endsAt: new Date(endsAt) } : {}),
  };
}

/** Who an entrant is: their names, and whether they show on boards (left join on settings). */
const people = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  onBoards,
};

export const competitionRepository = {
  all: (db: Database) =>
    db.select().from(competitions).orderBy(asc(competitions.endsAt)).limit(200),

  async bySlug(db: Database, slug: string) {
    const [row] = await db.select().from(competitions).where(eq(competitions.slug, slug));
    return row;
  },

  async insert(db: Database, fields: CompetitionFields) {
    const [row] = await db
      .insert(competitions)
      .values({ ...columns(fields), registration: fields.registration } as CompetitionInsert)
      .returning();
    if (!row) throw new Error('competition was not inserted');
    return row;
  },

  async update(db: Database, id: string, fields: Partial<CompetitionFields>) {
    const [row] = await db
      .update(competitions)
      .set({ ...columns(fields), updatedAt: sql`now()` })
      .where(eq(competitions.id, id))
      .returning();
    return row;
  },

  async setClasses(db: Database, competitionId: string, classIds: readonly string[]) {
    await db.delete(competitionClasses).where(eq(competitionClasses.competitionId, competitionId));
    if (classIds.length > 0)
      await db
        .insert(competitionClasses)
        .values(classIds.map((classId) => ({ competitionId, classId })));
  },

  /** Of `classIds`, the ones that exist. */
  async existingClasses(db: Database, classIds: readonly string[]) {
    if (classIds.length === 0) return [];
    const rows = await db
      .select({ id: classes.id })
      .from(classes)
      .where(inArray(classes.id, [...classIds]));
    return rows.map((row) => row.id);
  },

  async classIds(db: Database, competitionId: string) {
    const rows = await db
      .select({ classId: competitionClasses.classId })
      .from(competitionClasses)
      .where(eq(competitionClasses.competitionId, competitionId));
    return rows.map((row) => row.classId);
  },

  /**
   * Every entrant with when they registered (null: a class's student), their names and whether
   * they show on boards. Registered students, and the active students of eligible classes.
   */
  async entrants(db: Database, competitionId: string) {
    const [registered, inClasses] = await Promise.all([
      db
        .select({ ...people, registeredAt: competitionEntries.registeredAt })
        .from(competitionEntries)
        .innerJoin(users, eq(users.id, competitionEntries.userId))
        .leftJoin(userSettings, eq(userSettings.userId, users.id))
        .where(
          and(
            eq(competitionEntries.competitionId, competitionId),
            isNotNull(competitionEntries.registeredAt),
          ),
        ),
      db
        .selectDistinct(people)
        .from(classMembers)
        .innerJoin(
          competitionClasses,
          and(
            eq(competitionClasses.classId, classMembers.classId),
            eq(competitionClasses.competitionId, competitionId),
          ),
        )
        .innerJoin(users, eq(users.id, classMembers.userId))
        .leftJoin(userSettings, eq(userSettings.userId, users.id))
        .where(eq(classMembers.status, 'active')),
    ]);
    const byUser = new Map(
      inClasses.map((row) => [row.userId, { ...row, registeredAt: null as Date | null }]),
    );
    for (const row of registered) byUser.set(row.userId, row);
    return [...byUser.values()];
  },

  /** The saved results of a closed competition, best first. */
  results: (db: Database, competitionId: string) =>
    db
      .select({
        ...people,
        registeredAt: competitionEntries.registeredAt,
        score: sql<number>`coalesce(${competitionEntries.score}, 0)`,
        rank: sql<number>`coalesce(${competitionEntries.finalRank}, 0)`,
      })
      .from(competitionEntries)
      .innerJoin(users, eq(users.id, competitionEntries.userId))
      .leftJoin(userSettings, eq(userSettings.userId, users.id))
      .where(
        and(
          eq(competitionEntries.competitionId, competitionId),
          isNotNull(competitionEntries.finalRank),
        ),
      )
      .orderBy(asc(competitionEntries.finalRank)),

  async register(db: Database, competitionId: string, userId: string, at: Date) {
    await db
      .insert(competitionEntries)
      .values({ competitionId, userId, registeredAt: at })
      .onConflictDoNothing();
  },

  due: (db: Database, at: Date) =>
    db
      .select()
      .from(competitions)
      .where(and(isNull(competitions.closedAt), lte(competitions.endsAt, at)))
      .orderBy(asc(competitions.endsAt)),

  /** Marks it closed; undefined when it was closed already (a second runner waits, then skips). */
  async close(db: Database, id: string, at: Date) {
    const [row] = await db
      .update(competitions)
      .set({ closedAt: at })
      .where(and(eq(competitions.id, id), isNull(competitions.closedAt)))
      .returning();
    return row;
  },

  async saveResult(
    db: Database,
    competitionId: string,
    result: { userId: string; score: number; finalRank: number },
  ) {
    await db
      .insert(competitionEntries)
      .values({ competitionId, ...result })
      .onConflictDoUpdate({
        target: [competitionEntries.competitionId, competitionEntries.userId],
        set: { score: result.score, finalRank: result.finalRank },
      });
  },
};
