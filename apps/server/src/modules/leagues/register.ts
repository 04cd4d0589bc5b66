import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { BoardService } from './board-service';
import type { LeagueService } from './league-service';

/** Weekly class leagues and all-time leaderboards. */
export function registerLeagues(
  app: FastifyInstance,
  deps: { leagues: LeagueService; boards: BoardService },
) {
  const { leagues, boards } = deps;

  app.endpoint(endpoints.myLeagues, async ({ user }) => ({ data: await leagues.mine(user) }));
  app.endpoint(endpoints.classLeague, async ({ user, params }) => ({
    data: await leagues.ofClass(user, params.classId),
  }));
  app.endpoint(endpoints.classBoard, async ({ user, params, query }) => ({
    data: await boards.ofClass(user, params.classId, query),
  }));
  app.endpoint(endpoints.schoolBoard, async ({ user, query }) => ({
    data: await boards.school(user, query),
  }));
  app.endpoint(endpoints.leagueSettings, async () => ({ data: await leagues.settings() }));
  app.endpoint(endpoints.updateLeagueSettings, async ({ user, body }) => ({
    data: await leagues.updateSettings(user, body),
  }));
}
