import { and, asc, count, desc, eq, inArray, isNull, lt, lte, max, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { LtiScore } from '../../db/schema';
import {
  activityStates,
  classMembers,
  learningStatements,
  ltiAccounts,
  ltiContextServices,
  ltiLinkLearners,
  ltiPlatforms,
  ltiResourceLinks,
  ltiRosterMembers,
  ltiScoreOutbox,
  moduleVersions,
  type RosterSyncCounts,
  users,
} from '../../db/schema';
import type { Sentence } from '../../http/errors';

export type LinkRow = typeof ltiResourceLinks.$inferSelect;
type LinkValues = Omit<
  typeof ltiResourceLinks.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'lineItemLeaseUntil'
>;

/** The longest a failing score waits before its next try, in seconds. */
const maxBackoffSeconds = 300;
const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** The services LMSs offered at launches, the scores waiting for them and the rosters they list. */
export const ltiAdvantageRepository = {
  /** The course's services as the latest launch names them; one it leaves out keeps what was known. */
  async saveContextServices(db: Database, values: typeof ltiContextServices.$inferInsert) {
    const changes = {
      platformId: values.platformId,
      classId: values.classId,
      membershipsUrl: sql`coalesce(${values.membershipsUrl ?? null}::text, ${ltiContextServices.membershipsUrl})`,
      lineItemsUrl: sql`coalesce(${values.lineItemsUrl ?? null}::text, ${ltiContextServices.lineItemsUrl})`,
      ...(values.lineItemsUrl ? { gradeScopes: values.gradeScopes } : {}),
    };
    await db
      .insert(ltiContextServices)
      .values(values)
      .onConflictDoUpdate({
        target: [
          ltiContextServices.issuer,
          ltiContextServices.deploymentId,
          ltiContextServices.contextId,
        ],
        set: { ...changes, updatedAt: new Date() },
      });
  },

  /**
   * The link as the latest launch describes it; a line item it does not name keeps the one
   * already known (made by Sparked, or named by an earlier launch).
   */
  async saveLink(db: Database, values: LinkValues): Promise<string> {
    const [row] = await db
      .insert(ltiResourceLinks)
      .values(values)
      .onConflictDoUpdate({
        target: [
          ltiResourceLinks.issuer,
          ltiResourceLinks.deploymentId,
          ltiResourceLinks.resourceLinkId,
        ],
        set: {
          platformId: values.platformId,
          classId: values.classId,
          title: values.title,
          moduleId: values.moduleId,
          activityId: values.activityId,
          lineItemUrl: sql`coalesce(${values.lineItemUrl ?? null}::text, ${ltiResourceLinks.lineItemUrl})`,
          lineItemsUrl: values.lineItemsUrl,
          gradeScopes: values.gradeScopes,
          updatedAt: new Date(),
        },
      })
      .returning({ id: ltiResourceLinks.id });
    if (!row) throw new Error('the resource link was not saved');
    return row.id;
  },

  async saveLinkLearner(db: Database, values: typeof ltiLinkLearners.$inferInsert) {
    await db
      .insert(ltiLinkLearners)
      .values(values)
      .onConflictDoUpdate({
        target: [ltiLinkLearners.linkId, ltiLinkLearners.userId],
        set: { subject: values.subject, lastLaunchAt: values.lastLaunchAt },
      });
  },

  async statement(db: Database, id: string) {
    const [row] = await db
      .select({
        userId: learningStatements.userId,
        classId: learningStatements.classId,
        moduleId: learningStatements.moduleId,
        moduleVersion: learningStatements.moduleVersion,
        activityId: learningStatements.activityId,
        verb: learningStatements.verb,
        outcome: learningStatements.outcome,
        createdAt: learningStatements.createdAt,
      })
      .from(learningStatements)
      .where(eq(learningStatements.id, id));
    return row;
  },

  /** The links this learner launched that open this activity, or its module, in this class. */
  linksFor: (
    db: Database,
    place: { userId: string; classId: string; moduleId: string; activityId: string },
  ) =>
    db
      .select({
        linkId: ltiResourceLinks.id,
        activityId: ltiResourceLinks.activityId,
        subject: ltiLinkLearners.subject,
      })
      .from(ltiLinkLearners)
      .innerJoin(ltiResourceLinks, eq(ltiResourceLinks.id, ltiLinkLearners.linkId))
      .where(
        and(
          eq(ltiLinkLearners.userId, place.userId),
          or(isNull(ltiResourceLinks.classId), eq(ltiResourceLinks.classId, place.classId)),
          or(
            eq(ltiResourceLinks.activityId, place.activityId),
            and(isNull(ltiResourceLinks.activityId), eq(ltiResourceLinks.moduleId, place.moduleId)),
          ),
        ),
      ),

  /** How far the learner is through a module version: activities completed of all. */
  async moduleProgress(
    db: Database,
    place: { userId: string; classId: string; moduleId: string; version: number },
  ) {
    const [version] = await db
      .select({ snapshot: moduleVersions.snapshot })
      .from(moduleVersions)
      .where(
        and(eq(moduleVersions.moduleId, place.moduleId), eq(moduleVersions.version, place.version)),
      );
    const ids = (version?.snapshot.sections ?? []).flatMap((section) =>
      section.units.flatMap((unit) => unit.activities.map((activity) => activity.id)),
    );
    if (ids.length === 0) return { completed: 0, total: 0 };
    const [done] = await db
      .select({ total: count() })
      .from(activityStates)
      .where(
        and(
          eq(activityStates.userId, place.userId),
          eq(activityStates.classId, place.classId),
          eq(activityStates.status, 'completed'),
          inArray(activityStates.activityId, ids),
        ),
      );
    return { completed: done?.total ?? 0, total: ids.length };
  },

  /** Scores waiting to be sent and scores the LMS refused, for the backlog metric. */
  /** Queues a score; the same attempt for the same link queues nothing more. */
  async enqueueScore(
    db: Database,
    values: { linkId: string; userId: string; statementId: string; score: LtiScore },
  ) {
    await db.insert(ltiScoreOutbox).values(values).onConflictDoNothing();
  },

  /**
   * Takes up to `limit` due scores for one sender, oldest first: their next try moves past a
   * lease, so another sender skips them while this one works, and takes them if it dies.
   */
  async claimDue(db: Database, now: Date, leaseUntil: Date, limit: number) {
    const due = db
      .select({ id: ltiScoreOutbox.id })
      .from(ltiScoreOutbox)
      .where(and(eq(ltiScoreOutbox.status, 'pending'), lte(ltiScoreOutbox.nextAttemptAt, now)))
      .orderBy(asc(ltiScoreOutbox.nextAttemptAt), asc(ltiScoreOutbox.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(ltiScoreOutbox)
      .set({ nextAttemptAt: leaseUntil })
      .where(and(inArray(ltiScoreOutbox.id, due), eq(ltiScoreOutbox.status, 'pending')))
      .returning({ id: ltiScoreOutbox.id });
    return rows.map((row) => row.id);
  },

  /** The claimed scores with their links and platforms, in the order they happened. */
  async claimed(db: Database, ids: readonly string[]) {
    if (ids.length === 0) return [];
    return db
      .select({ outbox: ltiScoreOutbox, link: ltiResourceLinks, platform: ltiPlatforms })
      .from(ltiScoreOutbox)
      .innerJoin(ltiResourceLinks, eq(ltiResourceLinks.id, ltiScoreOutbox.linkId))
      .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiResourceLinks.platformId))
      .where(inArray(ltiScoreOutbox.id, [...ids]))
      .orderBy(asc(ltiScoreOutbox.createdAt), asc(ltiScoreOutbox.id));
  },

  async sent(db: Database, id: string, at: Date) {
    await db
      .update(ltiScoreOutbox)
      .set({
        status: 'sent',
        sentAt: at,
        lastError: null,
        lastErrorEntry: null,
        attempts: sql`${ltiScoreOutbox.attempts} + 1`,
      })
      .where(and(eq(ltiScoreOutbox.id, id), eq(ltiScoreOutbox.status, 'pending')));
  },

  /** The LMS refused the score itself: it stays, marked failed with the LMS's words. */
  async failed(db: Database, id: string, reason: Sentence) {
    await db
      .update(ltiScoreOutbox)
      .set({
        status: 'failed',
        lastError: reason.message,
        lastErrorEntry: reason.entry,
        attempts: sql`${ltiScoreOutbox.attempts} + 1`,
      })
      .where(and(eq(ltiScoreOutbox.id, id), eq(ltiScoreOutbox.status, 'pending')));
  },

  /**
   * A teacher's "send again": the student's scores the LMS refused, on the class's links, wait
   * for the sender once more, due now and with their backoff from the start. Only `failed` rows
   * move, so a repeat moves nothing and a score sent meanwhile is never sent twice.
   */
  async requeueFailed(db: Database, classId: string, userId: string, now: Date) {
    const links = db
      .select({ id: ltiResourceLinks.id })
      .from(ltiResourceLinks)
      .where(eq(ltiResourceLinks.classId, classId));
    const rows = await db
      .update(ltiScoreOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
      .where(
        and(
          inArray(ltiScoreOutbox.linkId, links),
          eq(ltiScoreOutbox.userId, userId),
          eq(ltiScoreOutbox.status, 'failed'),
        ),
      )
      .returning({ id: ltiScoreOutbox.id });
    return rows.length;
  },

  /** Tried again later: 2 s doubling per attempt up to 5 minutes, with ±20 % jitter. */
  async retryLater(db: Database, ids: readonly string[], now: Date, reason: Sentence) {
    if (ids.length === 0) return;
    await db
      .update(ltiScoreOutbox)
      .set({
        attempts: sql`${ltiScoreOutbox.attempts} + 1`,
        nextAttemptAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => least(${maxBackoffSeconds}, 2 * power(2, ${ltiScoreOutbox.attempts})) * (0.8 + random() * 0.4))`,
        lastError: reason.message,
        lastErrorEntry: reason.entry,
      })
      .where(and(inArray(ltiScoreOutbox.id, [...ids]), eq(ltiScoreOutbox.status, 'pending')));
  },

  /** Takes the right to make a link's line item for a while; false when another sender has it. */
  async leaseLineItem(db: Database, linkId: string, now: Date, until: Date) {
    const rows = await db
      .update(ltiResourceLinks)
      .set({ lineItemLeaseUntil: until })
      .where(
        and(
          eq(ltiResourceLinks.id, linkId),
          isNull(ltiResourceLinks.lineItemUrl),
          or(
            isNull(ltiResourceLinks.lineItemLeaseUntil),
            lt(ltiResourceLinks.lineItemLeaseUntil, now),
          ),
        ),
      )
      .returning({ id: ltiResourceLinks.id });
    return rows.length === 1;
  },

  async lineItemOf(db: Database, linkId: string) {
    const [row] = await db
      .select({ url: ltiResourceLinks.lineItemUrl })
      .from(ltiResourceLinks)
      .where(eq(ltiResourceLinks.id, linkId));
    return row?.url ?? null;
  },

  async setLineItem(db: Database, linkId: string, url: string) {
    await db
      .update(ltiResourceLinks)
      .set({ lineItemUrl: url, lineItemLeaseUntil: null, updatedAt: new Date() })
      .where(eq(ltiResourceLinks.id, linkId));
  },

  /** A class's course in its LMS, with the platform, most recently launched first. */
  async contextOfClass(db: Database, classId: string) {
    const [row] = await db
      .select({ context: ltiContextServices, platform: ltiPlatforms })
      .from(ltiContextServices)
      .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiContextServices.platformId))
      .where(eq(ltiContextServices.classId, classId))
      .orderBy(desc(ltiContextServices.updatedAt));
    return row;
  },

  async saveSync(
    db: Database,
    context: { issuer: string; deploymentId: string; contextId: string },
    counts: RosterSyncCounts,
    at: Date,
  ) {
    await db
      .update(ltiContextServices)
      .set({ lastSync: counts, lastSyncAt: at })
      .where(
        and(
          eq(ltiContextServices.issuer, context.issuer),
          eq(ltiContextServices.deploymentId, context.deploymentId),
          eq(ltiContextServices.contextId, context.contextId),
        ),
      );
  },

  /** The class's students (active members), with the counts of their scores in each state. */
  async gradesOf(db: Database, classId: string) {
    const [students, counts, latest] = await Promise.all([
      db
        .select({ userId: users.id, name: fullName })
        .from(classMembers)
        .innerJoin(users, eq(users.id, classMembers.userId))
        .where(and(eq(classMembers.classId, classId), eq(classMembers.status, 'active')))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)),
      db
        .select({
          userId: ltiScoreOutbox.userId,
          status: ltiScoreOutbox.status,
          total: count(),
          lastSentAt: max(ltiScoreOutbox.sentAt),
        })
        .from(ltiScoreOutbox)
        .innerJoin(ltiResourceLinks, eq(ltiResourceLinks.id, ltiScoreOutbox.linkId))
        .where(eq(ltiResourceLinks.classId, classId))
        .groupBy(ltiScoreOutbox.userId, ltiScoreOutbox.status),
      db
        .selectDistinctOn([ltiScoreOutbox.userId], {
          userId: ltiScoreOutbox.userId,
          lastError: ltiScoreOutbox.lastError,
          lastErrorEntry: ltiScoreOutbox.lastErrorEntry,
        })
        .from(ltiScoreOutbox)
        .innerJoin(ltiResourceLinks, eq(ltiResourceLinks.id, ltiScoreOutbox.linkId))
        .where(
          and(
            eq(ltiResourceLinks.classId, classId),
            inArray(ltiScoreOutbox.status, ['pending', 'failed']),
            sql`${ltiScoreOutbox.lastError} is not null`,
          ),
        )
        .orderBy(ltiScoreOutbox.userId, desc(ltiScoreOutbox.createdAt)),
    ]);
    return { students, counts, latest };
  },

  /** The class's active students who came from this LMS (by launch or an earlier sync). */
  lmsLearnersOf: (db: Database, classId: string, issuer: string) =>
    db
      .select({ userId: ltiAccounts.userId, subject: ltiAccounts.subject })
      .from(classMembers)
      .innerJoin(
        ltiAccounts,
        and(eq(ltiAccounts.userId, classMembers.userId), eq(ltiAccounts.issuer, issuer)),
      )
      .where(and(eq(classMembers.classId, classId), eq(classMembers.status, 'active'))),

  rosterOf: (db: Database, classId: string) =>
    db.select().from(ltiRosterMembers).where(eq(ltiRosterMembers.classId, classId)),

  async saveRosterMember(db: Database, values: typeof ltiRosterMembers.$inferInsert) {
    await db
      .insert(ltiRosterMembers)
      .values(values)
      .onConflictDoUpdate({
        target: [ltiRosterMembers.classId, ltiRosterMembers.issuer, ltiRosterMembers.subject],
        set: {
          userId: values.userId,
          role: values.role,
          status: values.status,
          removedAt: values.removedAt ?? null,
          syncedAt: values.syncedAt,
        },
      });
  },
};
