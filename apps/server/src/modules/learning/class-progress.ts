import type { ClassProgress, StatementResult } from '@sparked/contracts';
import { notFound } from '../../http/errors';
import type { LearningDeps } from './activity-engine';
import { activitiesOf, stateStatus } from './learner-state';
import { learningRepository as repository } from './repository';
import {
  encodeCursor,
  nextPageQuery,
  type StatementQuery,
  statementFilters,
} from './statement-query';
import { xapiStatementsJson } from './xapi-statement';

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
        throw notFound(
          /*i18n*/ {
            id: 'learning.that-student-has-no-progress-in',
            message: 'That student has no progress in this class.',
          },
        );
    },

    /**
     * A page of the class's statements as an xAPI StatementResult, oldest first, as JSON text
     * (`StatementResult`, written by `xapiStatementsJson`): `more` is the URL of the next page
     * (`path` with the same filters and a cursor), '' on the last.
     */
    async statements(
      classId: string,
      request: { origin: string; path: string; query: StatementQuery },
    ): Promise<string> {
      const filters = statementFilters(request.query, request.origin);
      if (!filters) return JSON.stringify({ statements: [], more: '' } satisfies StatementResult);
      // One more than the page: whether it is there says whether there is a next page.
      const rows = await repository.statements(db, classId, {
        ...filters,
        limit: filters.limit + 1,
      });
      const page = rows.length > filters.limit ? rows.slice(0, filters.limit) : rows;
      const last = page.at(-1);
      const more =
        rows.length > filters.limit && last
          ? `${request.path}?${nextPageQuery(request.query, encodeCursor(last.position, last.id))}`
          : '';
      return `{"statements":${xapiStatementsJson(page, request.origin)},"more":${JSON.stringify(more)}}`;
    },
  };
}
