import type { RoomDeps } from '../rooms';
import { createGameRooms } from './game-rooms';
import { createHosting } from './hosting';
import { createPlay } from './play';

/** The quiz game as its routes, sockets and jobs use it: one object of its use cases. */
export function createGameService(deps: RoomDeps) {
  const parts = createGameRooms(deps);
  const { rooms, snapshot } = parts;
  return {
    ...createHosting(deps, parts),
    ...createPlay(deps, parts),
    /** My latest hosted and played rooms; the arena merges them with the password game's. */
    history: rooms.history,
    /** The job: ends self-paced rooms past their deadline and live rooms left idle. */
    endDueRooms: rooms.endDueRooms,
    /** For the live sockets: the room read once, then shown to each viewer. */
    snapshot,
    present: rooms.present,
  };
}

export type GameService = ReturnType<typeof createGameService>;
