import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import { sendCsv } from '../../files/spreadsheet-csv';
import { latestGames } from '../rooms';
import type { GameService } from './service';

/**
 * Game master's calls (decision 0018), and the arena's history of both games; the live
 * socket is registered beside them.
 */
export function registerGames(
  app: FastifyInstance,
  // Only the password game's history: it is published for the arena (see password-game's index).
  deps: { games: GameService; passwordGames: Pick<GameService, 'history'> },
) {
  const { games, passwordGames } = deps;

  app.endpoint(endpoints.gameSources, async ({ user }) => ({
    data: { sources: await games.sources(user) },
  }));
  app.endpoint(endpoints.createGameRoom, async ({ user, body }) => ({
    data: await games.create(user, body),
  }));
  app.endpoint(endpoints.gameHistory, async ({ user }) => {
    const [quizzes, passwords] = await Promise.all([
      games.history(user),
      passwordGames.history(user),
    ]);
    return { data: { games: latestGames([...quizzes, ...passwords]) } };
  });
  app.endpoint(endpoints.gameRoom, async ({ user, params }) => ({
    data: await games.room(user, params.roomId),
  }));
  app.endpoint(endpoints.joinGame, async ({ user, body, request }) => ({
    data: await games.join(user, body.pin, request.ip),
  }));
  app.endpoint(endpoints.newGameNickname, async ({ user, params }) => ({
    data: await games.newNickname(user, params.roomId),
  }));
  app.endpoint(endpoints.advanceGame, async ({ user, params, body }) => ({
    data: await games.advance(user, params.roomId, body.step),
  }));
  app.endpoint(
    endpoints.answerGame,
    async ({ user, params, body: { questionIndex, ...given } }) => ({
      data: await games.answer(user, params.roomId, questionIndex, given),
    }),
  );
  app.endpoint(endpoints.nextGameQuestion, async ({ user, params }) => ({
    data: await games.next(user, params.roomId),
  }));
  app.endpoint(endpoints.closeGameRoom, async ({ user, params }) => ({
    data: await games.close(user, params.roomId),
  }));
  app.endpoint(endpoints.gameResults, async ({ user, params, reply }) => {
    const { fileName, csv } = await games.results(user, params.roomId);
    return sendCsv(reply, fileName, csv);
  });
}
