import type { LtiClassLink, LtiStudentGrades } from '@sparked/contracts';
import type { Database } from '../../db/database';
import type { ClassService } from '../classes';
import { ltiAdvantageRepository as repository } from './advantage-repository';

/**
 * A class's LMS as its teachers see it (decision 0033): per student, how many of their scores
 * the LMS has (`sent`), how many wait for it (`pending`, retried) and how many it refused
 * (`failed`), with what it last said; and the last roster sync. `null` for a class no LMS has
 * launched.
 */
export async function classLinkOf(db: Database, classId: string): Promise<LtiClassLink> {
  const linked = await repository.contextOfClass(db, classId);
  if (!linked) return null;
  const { students, counts, latest } = await repository.gradesOf(db, classId);
  const errors = new Map(latest.map((row) => [row.userId, row]));
  const byStudent = new Map<string, LtiStudentGrades>();
  for (const student of students)
    byStudent.set(student.userId, {
      userId: student.userId,
      name: student.name.trim(),
      sent: 0,
      pending: 0,
      failed: 0,
      lastError: errors.get(student.userId)?.lastError ?? null,
      lastErrorEntry: errors.get(student.userId)?.lastErrorEntry ?? null,
      lastSentAt: null,
    });
  for (const row of counts) {
    const student = byStudent.get(row.userId);
    // A student who left the class keeps their scores in the LMS; the page lists the class.
    if (!student) continue;
    student[row.status] += row.total;
    if (row.status === 'sent' && row.lastSentAt) student.lastSentAt = row.lastSentAt.toISOString();
  }
  const { context, platform } = linked;
  return {
    platformName: platform.name,
    rosterAvailable: context.membershipsUrl !== null,
    lastSync:
      context.lastSync && context.lastSyncAt
        ? { ...context.lastSync, syncedAt: context.lastSyncAt.toISOString() }
        : null,
    students: [...byStudent.values()],
  };
}

/**
 * "Send again" on the class page: a teacher of the class (404 for anyone else) puts a student's
 * scores the LMS refused back in the outbox, due now with their attempts reset; sent and pending
 * scores stay as they are. In the request's transaction, which keeps the answer (how many went
 * back) with the change.
 */
export async function resendFailedScores(
  deps: { classes: Pick<ClassService, 'assertTeaches'>; now: () => Date },
  request: {
    caller: Parameters<ClassService['assertTeaches']>[0];
    classId: string;
    userId: string;
    transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  },
): Promise<{ data: { requeued: number } }> {
  const { caller, classId, userId, transaction } = request;
  await deps.classes.assertTeaches(caller, classId);
  return transaction(async (tx) => ({
    data: { requeued: await repository.requeueFailed(tx, classId, userId, deps.now()) },
  }));
}
