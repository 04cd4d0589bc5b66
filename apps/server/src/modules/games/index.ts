import { endpoints } from '@sparked/contracts';
import { domainPlugin } from '../core/platform';
import { registerLiveSocket, roomDepsOf } from '../rooms';
import { registerGames } from './register';
import { createGameService } from './service';

export { drawNickname } from './nicknames';
export { answerGraceMs } from './scoring';

/**
 * Game master (decision 0018): its calls, its live socket, the arena's history of both games, and
 * a job that ends rooms whose time is up.
 */
export const gamesPlugin = domainPlugin(
  { name: 'games', dependencies: ['wallets', 'password-game'] },
  (app, { gameBus, checkToken, schedule }) => {
    const games = createGameService(roomDepsOf(app));
    registerGames(app, { games, passwordGames: app.passwordGames });
    registerLiveSocket(app, endpoints.gameLive, { rooms: games, bus: gameBus, checkToken });
    schedule({ name: 'games/end-due-rooms', cron: '* * * * *', run: () => games.endDueRooms() });
  },
);
