import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { PuzzleService } from './service';

/** The puzzle maker's calls (decision 0025). */
export function registerPuzzles(app: FastifyInstance, deps: { puzzles: PuzzleService }) {
  const { puzzles } = deps;
  app.endpoint(endpoints.puzzles, async ({ user }) => ({
    data: { puzzles: await puzzles.list(user) },
  }));
  app.endpoint(endpoints.createPuzzle, async ({ user, body }) => ({
    data: await puzzles.create(user, body),
  }));
  app.endpoint(endpoints.puzzle, async ({ user, params }) => ({
    data: await puzzles.get(user, params.puzzleId),
  }));
  app.endpoint(endpoints.solvePuzzle, async ({ user, params, body }) => ({
    data: await puzzles.solve(user, params.puzzleId, body),
  }));
}
