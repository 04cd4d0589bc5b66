import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { puzzleSolves, puzzles } from '../../db/schema';

export type PuzzleRow = typeof puzzles.$inferSelect;

const solvedBy = (userId: string) =>
  sql<boolean>`exists (select 1 from ${puzzleSolves} where ${puzzleSolves.puzzleId} = ${puzzles.id} and ${puzzleSolves.userId} = ${userId})`;

export const puzzleRepository = {
  list: (db: Database, userId: string) =>
    db
      .select({ puzzle: puzzles, solved: solvedBy(userId) })
      .from(puzzles)
      .orderBy(desc(puzzles.createdAt))
      .limit(100),

  async one(db: Database, puzzleId: string, userId: string) {
    const [row] = await db
      .select({ puzzle: puzzles, solved: solvedBy(userId) })
      .from(puzzles)
      .where(eq(puzzles.id, puzzleId));
    return row;
  },

  async insert(db: Database, puzzle: typeof puzzles.$inferInsert) {
    const [row] = await db.insert(puzzles).values(puzzle).returning();
    if (!row) throw new Error('The puzzle was not written.');
    return row;
  },

  /** Records a solve; false when this user had solved it before. */
  async solve(db: Database, puzzleId: string, userId: string) {
    const rows = await db
      .insert(puzzleSolves)
      .values({ puzzleId, userId })
      .onConflictDoNothing()
      .returning();
    return rows.length === 1;
  },
};
