import type { ClassProgress } from '@sparked/contracts';
import { notFound } from '../../http/errors';
import type { LearningDeps } from './activity-engine';
import { activitiesOf, stateStatus } from './learner-state';
import { learningRepository as repository } from './repository';
import { toXapiStatement } from './xapi-statement';

/** A class's learning as its teacher sees it: the grid, a fresh start, the xAPI statements. */
export function createClassProgress({ db }: LearningDeps) {
  return {
    /** The teacher's grid: every active student against every activity of the class's modules. */
    async grid(classId: string): Promise<ClassProgress> {
      const [students, snapshots, states] = await Promise.all([
        repository.students(db, classId),
        repository.classSnapshots(db, classId),
        repository.classStates(db, classId),
      ]);
      const activities = snapshots.flatMap(({ moduleId, snapshot }) =>
        activitiesOf(snapshot).map(({ id, title, type }) => ({ id, moduleId, title, type })),
      );
      const byKey = new Map(states.map((row) => [`${row.userId}:${row.activityId}`, row]));
      return {
        activities,
        students: students.map((student) => ({
          userId: student.userId,
          name: student.name,
          cells: activities.map((activity) => {
            const state = byKey.get(`${student.userId}:${activity.id}`);
            return {
              activityId: activity.id,
              status: state ? stateStatus(state) : 'available',
              score: state?.bestScore ?? null,
              secondsSpent: state?.secondsSpent ?? 0,
            };
          }),
        })),
      };
    },

    /**
     * A fresh start for a student in a class: the map, the grid and attempts begin again. The
     * statements stay (they are the record of what happened) and so do rewards, which are given
     * once per activity version, so replaying cannot earn them twice.
     */
    async resetProgress(classId: string, userId: string) {
      if (!(await repository.clearStates(db, classId, userId)))
        throw notFound('That student has no progress in this class.');
    },

    /** The class's statements in xAPI form, oldest first. */
    async statements(classId: string, origin: string) {
      const rows = await repository.statements(db, classId);
      return rows.map((row) => toXapiStatement(row, origin));
    },
  };
}
