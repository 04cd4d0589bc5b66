import { createHosting } from './hosting';
import { createPlay } from './play';
import { createRoomFlow, type GameServiceDeps } from './room-flow';

export type { GameServiceDeps } from './room-flow';

/** The quiz game as its routes, sockets and jobs use it: one object of its use cases. */
export function createGameService(deps: GameServiceDeps) {
  const flow = createRoomFlow(deps);
  return { ...createHosting(deps, flow), ...createPlay(deps, flow) };
}

export type GameService = ReturnType<typeof createGameService>;
