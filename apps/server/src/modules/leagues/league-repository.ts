import { type LeagueSettings, leagueSettingsSchema } from '@sparked/contracts';
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inChunks } from '../../db/in-chunks';
import { jsonRows } from '../../db/json-rows';
import {
  classes,
  classMembers,
  leagueMembers,
  leagueWeeks,
  userSettings,
  users,
} from '../../db/schema';
import { platformSettingsRepository } from '../core/platform-settings-repository';
import { onBoards } from './board-repository';

export type LeagueMemberRow = typeof leagueMembers.$inferSelect;
type Week = { start: string; startsAt: Date; endsAt: Date };
/** One class's week of its league. */
export type ClassWeek = { classId: string; weekStart: string };

/** Members with their names, on boards (see `members`), in tier and group order. */
const membersWhere = (db: Database, ...conditions: SQL[]) =>
  db
    .select({ member: leagueMembers, firstName: users.firstName, lastName: users.lastName })
    .from(leagueMembers)
    .innerJoin(users, eq(users.id, leagueMembers.userId))
    .leftJoin(userSettings, eq(userSettings.userId, leagueMembers.userId))
    .where(and(...conditions, onBoards))
    .orderBy(
      asc(leagueMembers.classId),
      asc(leagueMembers.weekStart),
      asc(leagueMembers.tier),
      asc(leagueMembers.groupNo),
    );

/** A student's weeks in a class's league, narrowed by `more`. */
const memberRows = (db: Database, classId: string, userId: string, ...more: SQL[]) =>
  db
    .select()
    .from(leagueMembers)
    .where(and(eq(leagueMembers.classId, classId), eq(leagueMembers.userId, userId), ...more));

export const leagueRepository = {
  settings: (db: Database): Promise<LeagueSettings> =>
    platformSettingsRepository.read(db, 'league', leagueSettingsSchema),

  saveSettings: (db: Database, value: LeagueSettings, by: string) =>
    platformSettingsRepository.write(db, 'league', value, by),

  /** The classes whose league the student plays in: active, running one, not an academy class. */
  leagueClassesOf: (db: Database, userId: string) =>
    db
      .select({ id: classes.id, name: classes.name, showFirstNames: classes.showFirstNames })
      .from(classMembers)
      .innerJoin(classes, eq(classes.id, classMembers.classId))
      .where(
        and(
          eq(classMembers.userId, userId),
          eq(classMembers.status, 'active'),
          eq(classes.leagues, true),
          isNull(classes.archivedAt),
          isNull(classes.academyModuleId),
        ),
      )
      .orderBy(asc(classes.name)),

  async onBoards(db: Database, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ leaderboards: userSettings.leaderboards })
      .from(userSettings)
      .where(eq(userSettings.userId, userId));
    return row?.leaderboards ?? true;
  },

  /** Creates the class's week if it is new, and locks it: placements happen one at a time. */
  async lockWeek(db: Database, classId: string, week: Week) {
    await db
      .insert(leagueWeeks)
      .values({ classId, weekStart: week.start, startsAt: week.startsAt, endsAt: week.endsAt })
      .onConflictDoNothing();
    const [row] = await db
      .select()
      .from(leagueWeeks)
      .where(and(eq(leagueWeeks.classId, classId), eq(leagueWeeks.weekStart, week.start)))
      .for('update');
    return row;
  },

  async membership(db: Database, classId: string, weekStart: string, userId: string) {
    const [row] = await memberRows(db, classId, userId, eq(leagueMembers.weekStart, weekStart));
    return row;
  },

  /** The student's latest finished week in the class before `weekStart`, with its result. */
  async lastResult(db: Database, classId: string, userId: string, weekStart: string) {
    const [row] = await memberRows(
      db,
      classId,
      userId,
      lt(leagueMembers.weekStart, weekStart),
      isNotNull(leagueMembers.outcome),
    )
      .orderBy(desc(leagueMembers.weekStart))
      .limit(1);
    return row;
  },

  /** How many are in each group of a tier this week. */
  async groupSizes(db: Database, classId: string, weekStart: string, tier: number) {
    const rows = await db
      .select({ groupNo: leagueMembers.groupNo, size: sql<number>`count(*)::int` })
      .from(leagueMembers)
      .where(
        and(
          eq(leagueMembers.classId, classId),
          eq(leagueMembers.weekStart, weekStart),
          eq(leagueMembers.tier, tier),
        ),
      )
      .groupBy(leagueMembers.groupNo)
      .orderBy(asc(leagueMembers.groupNo));
    return rows;
  },

  async place(db: Database, member: typeof leagueMembers.$inferInsert) {
    await db.insert(leagueMembers).values(member).onConflictDoNothing();
  },

  /**
   * A week's members, with the names their viewers may be shown; those who opted out of
   * leaderboards are left out. One group when `group` is given, else every group.
   */
  members(
    db: Database,
    classId: string,
    weekStart: string,
    group?: { tier: number; groupNo: number },
  ) {
    return membersWhere(
      db,
      eq(leagueMembers.classId, classId),
      eq(leagueMembers.weekStart, weekStart),
      ...(group
        ? [eq(leagueMembers.tier, group.tier), eq(leagueMembers.groupNo, group.groupNo)]
        : []),
    );
  },

  /** `members` of several weeks at once, each week's rows together. */
  membersOfWeeks: (db: Database, weeks: readonly ClassWeek[]) =>
    inChunks(weeks, (chunk) =>
      membersWhere(
        db,
        inArray(
          sql`(${leagueMembers.classId}, ${leagueMembers.weekStart})`,
          chunk.map((week) => sql`(${week.classId}::uuid, ${week.weekStart}::date)`),
        ),
      ),
    ),

  /**
   * Marks up to `limit` ended weeks closed, oldest first, and answers them. A week another runner
   * is closing is skipped (its row is locked) and one closed already is not due: a week closes
   * exactly once, and runners on several instances close different weeks at once.
   */
  closeDue(db: Database, at: Date, limit: number) {
    const due = db
      .select({ classId: leagueWeeks.classId, weekStart: leagueWeeks.weekStart })
      .from(leagueWeeks)
      .where(and(isNull(leagueWeeks.closedAt), lte(leagueWeeks.endsAt, at)))
      .orderBy(asc(leagueWeeks.endsAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(leagueWeeks)
      .set({ closedAt: at })
      .where(
        and(
          sql`(${leagueWeeks.classId}, ${leagueWeeks.weekStart}) in (${due})`,
          isNull(leagueWeeks.closedAt),
        ),
      )
      .returning();
  },

  /**
   * Writes closed weeks' results in one statement: a district closes thousands of groups on
   * Monday morning, and a statement per member made the close take an hour (decision 0042).
   */
  async saveResults(
    db: Database,
    results: readonly (ClassWeek &
      Pick<LeagueMemberRow, 'userId' | 'experience' | 'finalRank'> & {
        outcome: NonNullable<LeagueMemberRow['outcome']>;
      })[],
  ) {
    if (results.length === 0) return;
    const rows = results.map((r) => ({
      class_id: r.classId,
      week_start: r.weekStart,
      user_id: r.userId,
      experience: r.experience,
      final_rank: r.finalRank,
      outcome: r.outcome,
    }));
    await db.execute(sql`
      update ${leagueMembers}
         set experience = v.experience, final_rank = v.final_rank, outcome = v.outcome
        from ${jsonRows(rows, 'class_id uuid, week_start date, user_id uuid, experience int, final_rank int, outcome text')}
       where ${leagueMembers.classId} = v.class_id
         and ${leagueMembers.weekStart} = v.week_start
         and ${leagueMembers.userId} = v.user_id`);
  },
};
