import type { AccessTokenClaims, Board, Standing } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import { classRecords } from '../classes';
import { type BoardScope, boardRepository as repository } from './board-repository';
import { type NameRule, shownName } from './shown-names';

type Caller = Pick<AccessTokenClaims, 'id' | 'user_role'>;
type Page = { offset?: number; limit: number };

const noBoard = () =>
  notFound(
    /*i18n*/ {
      id: 'leagues.there-is-no-such-class-or-2',
      message: 'There is no such class, or you are not in it.',
    },
  );

/**
 * All-time leaderboards by experience: a class's (its students and teachers, unless
 * the teacher switched it off) and the school's (every student who has earned some). Both open
 * at the viewer's own rank; students who opted out are on neither.
 */
export function createBoardService(deps: { db: Database }) {
  const { db } = deps;

  async function read(
    scope: BoardScope,
    caller: Caller,
    page: Page,
    rule: NameRule,
  ): Promise<Board> {
    const { offset, rows, you, total } = await repository.page(db, scope, caller.id, page);
    const standing = (row: NonNullable<typeof you>): Standing => ({
      rank: row.rank,
      userId: row.userId,
      name: shownName(rule, row),
      experience: row.experience,
      you: row.userId === caller.id,
    });
    return { total, offset, entries: rows.map(standing), you: you ? standing(you) : null };
  }

  return {
    async ofClass(caller: Caller, classId: string, page: Page) {
      const row = await classRecords.find(db, classId);
      if (!row) throw noBoard();
      if (caller.user_role === 'admin' || (await classRecords.isTeacher(db, classId, caller.id)))
        return read({ classId }, caller, page, 'full');
      const member = await classRecords.membership(db, classId, caller.id);
      if (member?.status !== 'active') throw noBoard();
      if (!row.leaderboard)
        throw new AppError(
          409,
          'conflict',
          /*i18n*/ {
            id: 'leagues.your-teacher-has-switched-this-class',
            message: 'Your teacher has switched this class’s leaderboard off.',
          },
        );
      return read({ classId }, caller, page, row.showFirstNames ? 'first' : 'nickname');
    },

    school: (caller: Caller, page: Page) =>
      read('school', caller, page, caller.user_role === 'student' ? 'nickname' : 'full'),
  };
}
export type BoardService = ReturnType<typeof createBoardService>;
