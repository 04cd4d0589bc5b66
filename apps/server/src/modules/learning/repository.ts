import { and, asc, desc, eq, gte, inArray, lt, type Placeholder, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { prepared } from '../../db/prepared';
import {
  activityStates,
  classes,
  classMembers,
  classModules,
  learningStatements,
  modules,
  moduleVersions,
  users,
} from '../../db/schema';
import { claimReward } from '../core/reward-claims-repository';
import type { ExportedStatementRow } from './xapi-statement';

export type ActivityStateRow = typeof activityStates.$inferSelect;
type StatementInsert = typeof learningStatements.$inferInsert;

/** What a read of a class's statements keeps: an LRS's filters and a keyset cursor. */
export type StatementFilters = {
  /** Stored strictly after. */
  since?: Date;
  /** Stored at or before. */
  until?: Date;
  verb?: StatementInsert['verb'];
  /** The learner's e-mail, lower case. */
  email?: string;
  activityId?: string;
  /** The last statement of the page before: its exact stored time and id. */
  after?: { at: string; id: string };
  limit: number;
};

/** The columns of an `ExportedStatementRow`. */
const exportedStatementColumns = {
  id: learningStatements.id,
  classId: learningStatements.classId,
  moduleId: learningStatements.moduleId,
  moduleVersion: learningStatements.moduleVersion,
  activityId: learningStatements.activityId,
  verb: learningStatements.verb,
  outcome: learningStatements.outcome,
  activityType: learningStatements.activityType,
  activityTitle: learningStatements.activityTitle,
  moduleTitle: learningStatements.moduleTitle,
  moduleDescription: learningStatements.moduleDescription,
  name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
  email: users.email,
  className: classes.name,
  position: sql<string>`to_char(${learningStatements.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

/** The values of a statements query, by name; a filter not given is undefined. */
type StatementValues = {
  classId: string;
  since: Date | undefined;
  until: Date | undefined;
  verb: string | undefined;
  email: string | undefined;
  activityId: string | undefined;
  afterAt: string | undefined;
  afterId: string | undefined;
  limit: number;
};
type StatementSlots = { [K in keyof StatementValues]: StatementValues[K] | Placeholder<K> };

/** The filters that change a statements query's shape, in the order of its prepared name. */
const statementShapes = ['since', 'until', 'verb', 'email', 'activityId', 'afterAt'] as const;

function statementValues(classId: string, filters: StatementFilters): StatementValues {
  const { since, until, after } = filters;
  return {
    classId,
    // Stored times carry microseconds; statements show milliseconds, and the filters compare
    // what callers see (so `since` = a statement's timestamp leaves that statement out).
    since: since ? new Date(since.getTime() + 1) : undefined,
    until: until ? new Date(until.getTime() + 1) : undefined,
    verb: filters.verb,
    email: filters.email,
    activityId: filters.activityId,
    afterAt: after?.at,
    afterId: after?.id,
    limit: filters.limit,
  };
}

/** Placeholders for the class, the limit and the filters in `shape`; the others left out. */
function placeholders(shape: readonly (typeof statementShapes)[number][]): StatementSlots {
  const slot = <K extends keyof StatementValues>(name: K, given: boolean) =>
    given ? sql.placeholder(name) : undefined;
  const has = (name: (typeof statementShapes)[number]) => shape.includes(name);
  return {
    classId: sql.placeholder('classId'),
    since: slot('since', has('since')),
    until: slot('until', has('until')),
    verb: slot('verb', has('verb')),
    email: slot('email', has('email')),
    activityId: slot('activityId', has('activityId')),
    afterAt: slot('afterAt', has('afterAt')),
    afterId: slot('afterId', has('afterAt')),
    limit: sql.placeholder('limit'),
  };
}

type PreparedStatements = ReturnType<ReturnType<typeof statementsQuery>['prepare']>;
/** The prepared statements query of each set of filters given, once asked for. */
const statementQueries = new Map<string, (db: Database) => PreparedStatements>();

function statementsQuery(db: Database, slots: StatementSlots | StatementValues) {
  const { since, until, verb, email, activityId, afterAt, afterId } = slots;
  return db
    .select(exportedStatementColumns)
    .from(learningStatements)
    .innerJoin(users, eq(users.id, learningStatements.userId))
    .innerJoin(classes, eq(classes.id, learningStatements.classId))
    .where(
      and(
        eq(learningStatements.classId, slots.classId),
        since ? gte(learningStatements.createdAt, since) : undefined,
        until ? lt(learningStatements.createdAt, until) : undefined,
        verb ? eq(learningStatements.verb, verb as StatementInsert['verb']) : undefined,
        email ? eq(users.email, email) : undefined,
        activityId ? eq(learningStatements.activityId, activityId) : undefined,
        afterAt
          ? sql`(${learningStatements.createdAt}, ${learningStatements.id}) > (${afterAt}::timestamptz, ${afterId}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(learningStatements.createdAt), asc(learningStatements.id))
    .limit(slots.limit as number);
}

export const learningRepository = {
  /**
   * The published version of a module as a class's active student may play it: undefined unless
   * the student is an active member, the class is not archived, the module is assigned to it and
   * published.
   */
  async playable(db: Database, userId: string, classId: string, moduleId: string) {
    const [row] = await db
      .select({
        sequential: classes.sequential,
        version: moduleVersions.version,
        snapshot: moduleVersions.snapshot,
      })
      .from(classMembers)
      .innerJoin(classes, eq(classes.id, classMembers.classId))
      .innerJoin(
        classModules,
        and(eq(classModules.classId, classes.id), eq(classModules.moduleId, moduleId)),
      )
      .innerJoin(modules, eq(modules.id, moduleId))
      .innerJoin(
        moduleVersions,
        and(
          eq(moduleVersions.moduleId, modules.id),
          eq(moduleVersions.version, modules.publishedVersion),
        ),
      )
      .where(
        and(
          eq(classMembers.classId, classId),
          eq(classMembers.userId, userId),
          eq(classMembers.status, 'active'),
          sql`${classes.archivedAt} is null`,
          eq(modules.status, 'published'),
        ),
      );
    return row;
  },

  async states(db: Database, userId: string, classId: string, moduleId: string) {
    return db
      .select()
      .from(activityStates)
      .where(
        and(
          eq(activityStates.userId, userId),
          eq(activityStates.classId, classId),
          eq(activityStates.moduleId, moduleId),
        ),
      );
  },

  /** The student's state of one activity, created on first use and locked for the transaction. */
  async lockState(
    db: Database,
    key: { userId: string; classId: string; moduleId: string; activityId: string },
    version: number,
    now: Date,
  ): Promise<ActivityStateRow> {
    await db
      .insert(activityStates)
      .values({ ...key, version, status: 'in-progress', openedAt: now })
      .onConflictDoNothing();
    const [row] = await db
      .select()
      .from(activityStates)
      .where(
        and(
          eq(activityStates.userId, key.userId),
          eq(activityStates.classId, key.classId),
          eq(activityStates.activityId, key.activityId),
        ),
      )
      .for('update');
    if (!row) throw new Error('activity state was not created');
    return row;
  },

  async updateState(
    db: Database,
    row: ActivityStateRow,
    changes: Partial<typeof activityStates.$inferInsert>,
  ): Promise<ActivityStateRow> {
    const [updated] = await db
      .update(activityStates)
      .set({ ...changes, updatedAt: new Date() })
      .where(
        and(
          eq(activityStates.userId, row.userId),
          eq(activityStates.classId, row.classId),
          eq(activityStates.activityId, row.activityId),
        ),
      )
      .returning();
    if (!updated) throw new Error('activity state vanished');
    return updated;
  },

  /** False when a statement with this id exists: the call is a repeat. */
  async insertStatement(db: Database, statement: StatementInsert): Promise<boolean> {
    const rows = await db
      .insert(learningStatements)
      .values(statement)
      .onConflictDoNothing()
      .returning({ id: learningStatements.id });
    return rows.length > 0;
  },

  async statement(db: Database, id: string) {
    const [row] = await db.select().from(learningStatements).where(eq(learningStatements.id, id));
    return row;
  },

  /** The student's latest `count` marked submits of a form in a class, newest first. */
  async attempts(db: Database, state: ActivityStateRow, count: number) {
    if (count === 0) return [];
    return db
      .select({
        verb: learningStatements.verb,
        reply: learningStatements.reply,
        createdAt: learningStatements.createdAt,
      })
      .from(learningStatements)
      .where(
        and(
          eq(learningStatements.userId, state.userId),
          eq(learningStatements.classId, state.classId),
          eq(learningStatements.activityId, state.activityId),
          inArray(learningStatements.verb, ['passed', 'failed']),
        ),
      )
      .orderBy(desc(learningStatements.createdAt))
      .limit(count);
  },

  claimReward,

  /** Clears a student's states in a class; false when they have none there. */
  async clearStates(db: Database, classId: string, userId: string): Promise<boolean> {
    const removed = await db
      .delete(activityStates)
      .where(and(eq(activityStates.classId, classId), eq(activityStates.userId, userId)))
      .returning({ activityId: activityStates.activityId });
    return removed.length > 0;
  },

  /** Every state in a class, for the teacher's grid. */
  async classStates(db: Database, classId: string) {
    return db.select().from(activityStates).where(eq(activityStates.classId, classId));
  },

  /** Active students of a class with the real names teachers see. */
  async students(db: Database, classId: string) {
    return db
      .select({
        userId: users.id,
        name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        email: users.email,
      })
      .from(classMembers)
      .innerJoin(users, eq(users.id, classMembers.userId))
      .where(and(eq(classMembers.classId, classId), eq(classMembers.status, 'active')))
      .orderBy(asc(users.lastName), asc(users.firstName));
  },

  /** A class's assigned modules with their published snapshots, in order. */
  async classSnapshots(db: Database, classId: string) {
    return learningRepository.snapshotsIn(db, [classId]);
  },

  /**
   * A page of a class's statements in stored order with the learner's name and e-mail, filtered
   * as an LRS filters, starting after `after` (a keyset cursor, so a deep page costs what the
   * first does): the columns the export writes, flat (`exportedStatementColumns`), with
   * `position`, the exact stored time (microseconds) for the next cursor and the timestamp.
   * One prepared statement for each set of filters given (at most 64), built once per database
   * handle: building the SQL, and PostgreSQL planning it, cost more than running it (issue 39).
   * Without filters: the whole record, as callers before paging read it.
   */
  statements(
    db: Database,
    classId: string,
    filters: StatementFilters = { limit: Number.MAX_SAFE_INTEGER },
  ): Promise<ExportedStatementRow[]> {
    const values = statementValues(classId, filters);
    const shape = statementShapes.filter((name) => values[name] !== undefined);
    const key = shape.join(',');
    let query = statementQueries.get(key);
    if (!query) {
      query = prepared((handle) =>
        statementsQuery(handle, placeholders(shape)).prepare(
          `class_statements_${shape.length ? shape.join('_') : 'all'}`,
        ),
      );
      statementQueries.set(key, query);
    }
    return query(db).execute(values);
  },

  /**
   * The query `statements` prepares, with these values or placeholders in it. The scan runs on
   * learning_statements_class_idx (class_id, created_at, id), the cursor and `since` in its Index
   * Cond, in index order so without a sort; EXPLAIN on 50 000 statements of one class (PGlite,
   * analysed):
   *   Limit -> Nested Loop -> Index Scan using learning_statements_class_idx
   *     Index Cond: class_id = $1 AND created_at >= $since AND ROW(created_at, id) > ROW($at, $id)
   *   -> Memoize -> Index Scan using users_pkey; Index Scan using classes_pkey
   * so a page reads about `limit` index entries however deep it is. Verb, agent and activity are
   * filters on that scan (test/xapi-statements.test.ts checks the plan).
   */
  statementsQuery,

  // The educator dashboard reads a teacher's classes together.

  /** Every state in these classes. */
  async statesIn(db: Database, classIds: readonly string[]) {
    return db
      .select()
      .from(activityStates)
      .where(inArray(activityStates.classId, [...classIds]));
  },

  /** Active students of these classes, with real names and when they joined. */
  async studentsIn(db: Database, classIds: readonly string[]) {
    return db
      .select({
        classId: classMembers.classId,
        userId: users.id,
        name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        joinedAt: classMembers.joinedAt,
      })
      .from(classMembers)
      .innerJoin(users, eq(users.id, classMembers.userId))
      .where(and(inArray(classMembers.classId, [...classIds]), eq(classMembers.status, 'active')));
  },

  /** The published snapshots of the modules assigned to these classes, in each class's order. */
  async snapshotsIn(db: Database, classIds: readonly string[]) {
    return db
      .select({
        classId: classModules.classId,
        moduleId: modules.id,
        snapshot: moduleVersions.snapshot,
      })
      .from(classModules)
      .innerJoin(modules, eq(modules.id, classModules.moduleId))
      .innerJoin(
        moduleVersions,
        and(
          eq(moduleVersions.moduleId, modules.id),
          eq(moduleVersions.version, modules.publishedVersion),
        ),
      )
      .where(inArray(classModules.classId, [...classIds]))
      .orderBy(asc(classModules.classId), asc(classModules.position));
  },
};
