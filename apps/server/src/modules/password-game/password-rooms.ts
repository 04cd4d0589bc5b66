import {
  type AccessTokenClaims,
  type ModuleGlossary,
  passwordJoinPath,
  passwordLimits,
  passwordTeams,
} from '@sparked/contracts';
import type { Database } from '../../db/database';
import { conflict } from '../../http/errors';
import { drawNickname } from '../games';
import { createRoomEngine, roomIsOver as over, type RoomDeps } from '../rooms';
import { glossaryOf } from './glossary';
import { type PasswordRoomRow, passwordRepository as repository } from './repository';
import { presentPasswordRoom } from './room-view';

type Caller = Pick<AccessTokenClaims, 'id' | 'user_role'>;

const experienceFor = (teamScore: number) =>
  Math.min(passwordLimits.maxExperience, Math.max(0, teamScore) * passwordLimits.experiencePerWord);

/**
 * The password game on the shared room engine: how a room is shown, ended and credited, how a
 * player takes a seat on the smaller team, and the glossaries its decks come from.
 */
export function createPasswordRooms(deps: RoomDeps) {
  const { db, now } = deps;

  async function glossariesOf(userId: string, moduleId?: string): Promise<ModuleGlossary[]> {
    const rows = await repository.bookContents(db, userId, moduleId);
    const byModule = new Map<string, { moduleTitle: string; contents: unknown[] }>();
    for (const row of rows) {
      const held = byModule.get(row.moduleId) ?? { moduleTitle: row.moduleTitle, contents: [] };
      held.contents.push(row.content);
      byModule.set(row.moduleId, held);
    }
    return [...byModule].map(([id, { moduleTitle, contents }]) => ({
      moduleId: id,
      moduleTitle,
      entries: glossaryOf(contents),
    }));
  }

  const rooms = createRoomEngine(deps, {
    game: 'password',
    noRoomMessage: /*i18n*/ {
      id: 'password-game.no-game-with-that-pin',
      message: 'There is no password game with that PIN running now.',
    },
    reward: { label: 'Password', table: 'password_rooms' },
    store: repository,
    snapshot: (roomId) => repository.rows(db, roomId),
    present: presentPasswordRoom,
    joinPath: (room) =>
      room.mode === 'phones' ? passwordJoinPath(room.pin, room.competition) : null,
    joinRefusal: (room) =>
      room.mode === 'screen'
        ? /*i18n*/ {
            id: 'password-game.played-on-one-screen',
            message: 'This game is played on one shared screen: nobody joins it.',
          }
        : undefined,
    end,
    placeOf: ({ room, seat }) => {
      const score = room.scores[seat.team] ?? 0;
      // The team's place: a draw puts both teams first.
      return { score, rank: room.scores.filter((other) => other > score).length + 1 };
    },
  });

  async function hostedRoom(tx: Database, caller: Caller, roomId: string) {
    const room = await rooms.hostedRoom(tx, caller, roomId);
    if (room.endedAt) throw over();
    return room;
  }

  /** Final scores; each player is credited once, by their team's score. */
  async function end(tx: Database, room: PasswordRoomRow) {
    await repository.updateRoom(tx, room.id, {
      phase: 'finished',
      step: room.step + 1,
      endedAt: now(),
    });
    for (const player of await repository.players(tx, room.id)) {
      const experience = experienceFor(room.scores[player.team] ?? 0);
      const credited = await repository.setExperience(tx, player.id, experience);
      if (credited.length > 0) await rooms.reward(tx, room, player.userId, experience);
    }
  }

  async function takeSeat(tx: Database, room: PasswordRoomRow, userId: string) {
    await rooms.seatWithRetry(async () => {
      const players = await repository.players(tx, room.id);
      if (players.some((player) => player.userId === userId)) return true;
      if (players.length >= passwordLimits.maxPlayers)
        throw conflict(
          /*i18n*/ { id: 'password-game.this-game-is-full', message: 'This game is full.' },
        );
      const sizes = passwordTeams.map((_, team) => players.filter((p) => p.team === team).length);
      const team = sizes.indexOf(Math.min(...sizes));
      const nickname = drawNickname(new Set(players.map((player) => player.nickname)));
      return Boolean(
        await repository.insertPlayer(tx, { roomId: room.id, userId, nickname, team }),
      );
    });
  }

  return { rooms, glossariesOf, hostedRoom, end, takeSeat };
}

export type PasswordRooms = ReturnType<typeof createPasswordRooms>;
