import type { RoomDeps } from '../rooms';
import { createPasswordHosting } from './password-hosting';
import { createPasswordPlay } from './password-play';
import { createPasswordRooms } from './password-rooms';

/** The password game as its routes, sockets and jobs use it: one object of its use cases. */
export function createPasswordGameService(deps: RoomDeps) {
  const parts = createPasswordRooms(deps);
  const { rooms } = parts;
  return {
    ...createPasswordHosting(deps, parts),
    ...createPasswordPlay(deps, parts),
    /** My latest hosted and played password games, for the arena. */
    history: rooms.history,
    /** The job: ends rooms left idle, so their PIN is free again. */
    endIdleRooms: rooms.endDueRooms,
    /** For the live socket: the room read once, then shown to each viewer. */
    snapshot: rooms.snapshot,
    present: rooms.present,
  };
}

export type PasswordGameService = ReturnType<typeof createPasswordGameService>;
