import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { Platform } from './app-accounts';
import type { registerEconomy } from './modules/economy';
import { registerGames } from './modules/games';
import { createMemoryGameBus, type GameBus } from './modules/games/game-bus';
import { registerLiveSocket, registerWebSockets } from './modules/games/live-socket';
import { createGameService } from './modules/games/service';
import { registerPasswordGame } from './modules/password-game';
import { createPasswordGameService } from './modules/password-game/service';
import { registerPuzzles } from './modules/puzzles';
import { createPuzzleService } from './modules/puzzles/service';

/**
 * The games: game master and the password game on one bus (shared between instances when one is
 * given), their live sockets, and the puzzle maker.
 */
export async function registerGameDomains(
  app: FastifyInstance,
  { db, config, rateLimiter, checkToken, ...platform }: Platform,
  economy: ReturnType<typeof registerEconomy>,
  gameBus: GameBus = createMemoryGameBus(),
) {
  const now = platform.now ?? (() => new Date());
  const roomDeps = {
    db,
    book: economy.book,
    bus: gameBus,
    limiter: rateLimiter,
    publicUrl: config.publicUrl,
    now,
  };
  const games = createGameService(roomDeps);
  const passwordGames = createPasswordGameService(roomDeps);
  registerGames(app, { games, passwordGames });
  registerPasswordGame(app, { passwordGames });
  await registerWebSockets(app);
  registerLiveSocket(app, endpoints.gameLive, { rooms: games, bus: gameBus, checkToken });
  registerLiveSocket(app, endpoints.passwordLive, {
    rooms: passwordGames,
    bus: gameBus,
    checkToken,
  });
  registerPuzzles(app, { puzzles: createPuzzleService({ ...economy, db, now }) });
  return { games, passwordGames };
}
