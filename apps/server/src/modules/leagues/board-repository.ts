import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { classMembers, userSettings, users, wallets } from '../../db/schema';

/**
 * Whether a student shows on leagues and boards: their opt-out, on unless they switched it off.
 * Read with `user_settings` left-joined, as a student who never changed a setting has no row.
 */
export const onBoards = sql<boolean>`coalesce(${userSettings.leaderboards}, true)`;

/** Who is on a board: one class's active students, or every student who has earned something. */
export type BoardScope = { classId: string } | 'school';

const experience = sql<number>`coalesce(${wallets.balance}, 0)::int`;

/** Everyone on the board with their experience, `rank` (shared by equals) and `position`. */
function boardOf(db: Database, scope: BoardScope) {
  const rows = db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      experience: experience.as('experience'),
      rank: sql<number>`(rank() over (order by ${experience} desc))::int`.as('rank'),
      position: sql<number>`(row_number() over (order by ${experience} desc, ${users.id}))::int`.as(
        'position',
      ),
    })
    .from(users)
    .leftJoin(wallets, and(eq(wallets.userId, users.id), eq(wallets.wallet, 'EXPERIENCE')))
    .leftJoin(userSettings, eq(userSettings.userId, users.id));
  const scoped =
    scope === 'school'
      ? rows.where(and(eq(users.role, 'student'), sql`${experience} > 0`, onBoards))
      : rows
          .innerJoin(classMembers, eq(classMembers.userId, users.id))
          .where(
            and(
              eq(classMembers.classId, scope.classId),
              eq(classMembers.status, 'active'),
              onBoards,
            ),
          );
  return db.$with('board').as(scoped);
}

/** All-time boards by experience; a page is a range of positions. */
export const boardRepository = {
  async page(
    db: Database,
    scope: BoardScope,
    viewerId: string,
    page: { offset?: number; limit: number },
  ) {
    const board = boardOf(db, scope);
    const [[you], [size]] = await Promise.all([
      db.with(board).select().from(board).where(eq(board.userId, viewerId)),
      db.with(board).select({ total: count() }).from(board),
    ]);
    // Without an offset the page opens around the viewer, half of it above them.
    const offset =
      page.offset ?? Math.max(0, (you?.position ?? 1) - 1 - Math.floor((page.limit - 1) / 2));
    const rows = await db
      .with(board)
      .select()
      .from(board)
      .where(and(gt(board.position, offset), lte(board.position, offset + page.limit)))
      .orderBy(asc(board.position));
    return { offset, rows, you, total: size?.total ?? 0 };
  },
};
