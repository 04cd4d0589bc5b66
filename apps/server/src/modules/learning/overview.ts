import {
  type AccessTokenClaims,
  type EducatorOverview,
  failingAfterAttempts,
  idleAfterDays,
} from '@sparked/contracts';
import type { ModuleSnapshot } from '../../db/authoring-schema';
import type { Database } from '../../db/database';
import type { ClassService } from '../classes';
import { learningRepository as repository } from './repository';

type Caller = Pick<AccessTokenClaims, 'id' | 'user_role'>;
type Attention = EducatorOverview['attention'][number];

const dashboardClasses = 20;
const recentCompletions = 10;
const attentionRows = 20;
const reasonOrder: Record<Attention['reason'], number> = { failing: 0, idle: 1, 'not-started': 2 };

const titlesOf = (snapshots: readonly { snapshot: ModuleSnapshot }[]) =>
  new Map(
    snapshots.flatMap(({ snapshot }) =>
      snapshot.sections.flatMap((section) =>
        section.units.flatMap((unit) => unit.activities.map((a) => [a.id, a.title] as const)),
      ),
    ),
  );

/**
 * The educator dashboard: the teacher's classes, the latest completions in them and
 * the students who may need a word: failing a form, idle on an activity for a week, or not
 * started since joining. Admins see it for the newest classes on the platform.
 */
export function createEducatorOverview(deps: { db: Database; classes: ClassService }) {
  const { db, classes } = deps;
  return async function overview(caller: Caller): Promise<EducatorOverview> {
    const { classes: list } = await classes.list(caller, {
      archived: false,
      limit: dashboardClasses,
      offset: 0,
    });
    if (list.length === 0) return { classes: [], recent: [], attention: [] };
    const ids = list.map((entry) => entry.id);
    const [states, students, snapshots] = await Promise.all([
      repository.statesIn(db, ids),
      repository.studentsIn(db, ids),
      repository.snapshotsIn(db, ids),
    ]);
    const className = new Map(list.map((entry) => [entry.id, entry.name]));
    const title = titlesOf(snapshots);
    const student = new Map(students.map((row) => [`${row.classId}:${row.userId}`, row]));
    // Only current students count: someone who left keeps their states but not their place.
    const current = states.filter((row) => student.has(`${row.classId}:${row.userId}`));
    const who = (row: { classId: string; userId: string }) => ({
      classId: row.classId,
      className: className.get(row.classId) ?? '',
      userId: row.userId,
      studentName: student.get(`${row.classId}:${row.userId}`)?.name ?? '',
    });

    const recent = current
      .filter((row) => row.completedAt !== null)
      .sort((a, b) => (b.completedAt?.getTime() ?? 0) - (a.completedAt?.getTime() ?? 0))
      .slice(0, recentCompletions)
      .map((row) => ({
        ...who(row),
        activityTitle: title.get(row.activityId) ?? 'An activity',
        score: row.bestScore,
        completedAt: (row.completedAt ?? row.updatedAt).toISOString(),
      }));

    // States are stamped by the database's clock, so idleness is measured by the same one.
    const idleBefore = Date.now() - idleAfterDays * 86_400_000;
    const attention: Attention[] = [];
    for (const row of current) {
      if (row.status === 'completed') continue;
      const reason =
        row.attempts >= failingAfterAttempts
          ? 'failing'
          : row.updatedAt.getTime() < idleBefore
            ? 'idle'
            : null;
      if (!reason) continue;
      attention.push({
        ...who(row),
        reason,
        activityTitle: title.get(row.activityId) ?? null,
        attempts: row.attempts,
        since: row.updatedAt.toISOString(),
      });
    }
    const started = new Set(current.map((row) => `${row.classId}:${row.userId}`));
    const withModules = new Set(snapshots.map((row) => row.classId));
    for (const row of students) {
      if (!withModules.has(row.classId) || started.has(`${row.classId}:${row.userId}`)) continue;
      attention.push({
        ...who(row),
        reason: 'not-started',
        activityTitle: null,
        attempts: 0,
        since: row.joinedAt.toISOString(),
      });
    }
    attention.sort(
      (a, b) => reasonOrder[a.reason] - reasonOrder[b.reason] || a.since.localeCompare(b.since),
    );
    return { classes: list, recent, attention: attention.slice(0, attentionRows) };
  };
}
export type EducatorOverviewReader = ReturnType<typeof createEducatorOverview>;
