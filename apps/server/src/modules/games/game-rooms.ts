import { gameJoinPath, gameLimits } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { conflict } from '../../http/errors';
import { createRoomEngine, type RoomDeps } from '../rooms';
import { drawNickname } from './nicknames';
import { type GameRoomRow, gameRepository as repository } from './repository';
import { presentRoom, snapshotOf } from './room-view';
import { experienceFor } from './scoring';

/**
 * Game master on the shared room engine: how a room is read, shown, ended and credited, and how
 * a player takes a seat. Hosting and play both build on these.
 */
export function createGameRooms(deps: RoomDeps) {
  const { db, now } = deps;

  async function snapshot(roomId: string) {
    const rows = await repository.rows(db, roomId);
    return rows && snapshotOf(rows);
  }

  const rooms = createRoomEngine(deps, {
    game: 'game-master',
    noRoomMessage: /*i18n*/ {
      id: 'games.no-game-with-that-pin',
      message: 'There is no game with that PIN running now.',
    },
    reward: { label: 'Game', table: 'game_rooms' },
    store: repository,
    snapshot,
    present: presentRoom,
    joinPath: (room) => gameJoinPath(room.pin, room.competition),
    end,
    placeOf: ({ seat, rank }) => ({ score: seat.score, rank }),
  });

  /** Ends the game for these players (or all): each is credited once, in this transaction. */
  async function credit(tx: Database, room: GameRoomRow, playerIds: readonly string[] | 'all') {
    for (const player of await repository.creditPlayers(tx, room.id, playerIds)) {
      await rooms.reward(tx, room, player.userId, experienceFor(player.score));
    }
  }

  async function end(tx: Database, room: GameRoomRow) {
    await repository.updateRoom(tx, room.id, {
      phase: 'podium',
      step: room.step + 1,
      endedAt: now(),
    });
    await credit(tx, room, 'all');
  }

  async function takeSeat(tx: Database, room: GameRoomRow, userId: string) {
    await rooms.seatWithRetry(async () => {
      if (await repository.seat(tx, room.id, userId)) return true;
      if ((await repository.playerCount(tx, room.id)) >= gameLimits.maxPlayers)
        throw conflict(/*i18n*/ { id: 'games.this-game-is-full', message: 'This game is full.' });
      const nickname = drawNickname(await repository.nicknames(tx, room.id));
      return Boolean(await repository.insertPlayer(tx, { roomId: room.id, userId, nickname }));
    });
  }

  return { rooms, snapshot, credit, end, takeSeat };
}

export type GameRooms = ReturnType<typeof createGameRooms>;
