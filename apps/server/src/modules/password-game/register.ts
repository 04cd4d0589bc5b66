import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { PasswordGameService } from './service';

/** The password game's calls and the glossaries it reads (decision 0019). */
export function registerPasswordGame(
  app: FastifyInstance,
  deps: { passwordGames: PasswordGameService },
) {
  const { passwordGames } = deps;

  app.endpoint(endpoints.glossaries, async ({ user }) => ({
    data: { glossaries: await passwordGames.glossaries(user) },
  }));
  app.endpoint(endpoints.createPasswordRoom, async ({ user, body }) => ({
    data: await passwordGames.create(user, body),
  }));
  app.endpoint(endpoints.passwordRoom, async ({ user, params }) => ({
    data: await passwordGames.room(user, params.roomId),
  }));
  app.endpoint(endpoints.joinPasswordGame, async ({ user, body, request }) => ({
    data: await passwordGames.join(user, body.pin, request.ip),
  }));
  app.endpoint(endpoints.startPasswordTurn, async ({ user, params, body }) => ({
    data: await passwordGames.startTurn(user, params.roomId, body.step),
  }));
  app.endpoint(endpoints.playPasswordCard, async ({ user, params, body }) => ({
    data: await passwordGames.playCard(user, params.roomId, body.step, body.result),
  }));
  app.endpoint(endpoints.finishPasswordGame, async ({ user, params }) => ({
    data: await passwordGames.finish(user, params.roomId),
  }));
}
