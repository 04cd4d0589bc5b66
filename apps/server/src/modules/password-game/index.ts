import { endpoints } from '@sparked/contracts';
import { domainPlugin } from '../core/platform';
import { registerLiveSocket, roomDepsOf } from '../rooms';
import { registerPasswordGame } from './register';
import { createPasswordGameService, type PasswordGameService } from './service';

export type { PasswordGameService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The password game, whose history the arena shows beside game master's. */
    passwordGames: Pick<PasswordGameService, 'history'>;
  }
}

/** The password game (decision 0019): its calls, its live socket and a job that ends idle rooms. */
export const passwordGamePlugin = domainPlugin(
  { name: 'password-game', dependencies: ['wallets'], publishes: true },
  (app, { gameBus, checkToken, schedule }) => {
    const passwordGames = createPasswordGameService(roomDepsOf(app));
    app.decorate('passwordGames', passwordGames);
    registerPasswordGame(app, { passwordGames });
    registerLiveSocket(app, endpoints.passwordLive, {
      rooms: passwordGames,
      bus: gameBus,
      checkToken,
    });
    schedule({
      name: 'password-games/end-idle-rooms',
      cron: '*/5 * * * *',
      run: () => passwordGames.endIdleRooms(),
    });
  },
);
