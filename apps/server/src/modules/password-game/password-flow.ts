import {
  type AccessTokenClaims,
  type ModuleGlossary,
  passwordJoinPath,
  passwordLimits,
  passwordTeams,
} from '@sparked/contracts';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { createJoinQr } from '../games/join-qr';
import { drawNickname } from '../games/nicknames';
import { notInRoom, roomViews } from '../games/room-views';
import type { GameServiceDeps } from '../games/service';
import { glossaryOf } from '../glossary/glossary-terms';
import { type PasswordRoomRow, passwordRepository as repository } from './repository';
import { presentPasswordRoom } from './room-view';

export type Caller = Pick<AccessTokenClaims, 'id' | 'user_role'>;

export const noRoom = () => notFound('There is no password game with that PIN running now.');
export const over = () => conflict('This game is over.');
/** Rooms nobody has moved for this long are ended, so their PIN is free again. */
export const idleHours = 3;

const experienceFor = (teamScore: number) =>
  Math.min(passwordLimits.maxExperience, Math.max(0, teamScore) * passwordLimits.experiencePerWord);

/**
 * What the password game's use cases share: glossaries, the room as each viewer sees it, changes
 * that reach the room's sockets, seats and clue givers, and the end of a game with its experience.
 */
export function createPasswordFlow(deps: GameServiceDeps) {
  const { db, book, bus, publicUrl, now } = deps;
  const joinQr = createJoinQr();

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

  async function snapshot(roomId: string) {
    return repository.rows(db, roomId);
  }

  async function present(rows: NonNullable<Awaited<ReturnType<typeof snapshot>>>, userId: string) {
    const { room } = rows;
    const qr =
      room.hostId === userId && room.mode === 'phones'
        ? await joinQr(`${publicUrl}${passwordJoinPath(room.pin, room.competition)}`)
        : null;
    const view = presentPasswordRoom(rows, userId, qr, now());
    if (!view) throw notInRoom();
    return view;
  }

  const { view, change } = roomViews({ db, bus, snapshot, present });

  async function hostedRoom(tx: Database, caller: Caller, roomId: string) {
    const room = await repository.lockRoom(tx, roomId);
    if (!room || room.hostId !== caller.id) throw notInRoom();
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
      if (credited.length === 0 || experience === 0) continue;
      await book.apply(tx, player.userId, [
        {
          wallet: 'EXPERIENCE',
          delta: experience,
          kind: 'reward',
          reason: `Password: ${room.title}`,
          reference: `password_rooms:${room.id}`,
        },
      ]);
    }
  }

  async function takeSeat(tx: Database, room: PasswordRoomRow, userId: string) {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const players = await repository.players(tx, room.id);
      if (players.some((player) => player.userId === userId)) return;
      if (players.length >= passwordLimits.maxPlayers) throw conflict('This game is full.');
      const sizes = passwordTeams.map((_, team) => players.filter((p) => p.team === team).length);
      const team = sizes.indexOf(Math.min(...sizes));
      const nickname = drawNickname(new Set(players.map((player) => player.nickname)));
      if (await repository.insertPlayer(tx, { roomId: room.id, userId, nickname, team })) return;
    }
    throw conflict('Too many players joined at once. Try again.');
  }

  /** The next turn's clue giver: the team's player who has given clues least, earliest joined. */
  async function nextClueGiver(tx: Database, room: PasswordRoomRow, team: number) {
    const players = await repository.players(tx, room.id);
    const counts = passwordTeams.map((_, at) => players.filter((p) => p.team === at).length);
    if (counts.some((count) => count === 0))
      throw conflict('Each team needs at least one player before a turn starts.');
    const mine = players.filter((player) => player.team === team);
    return mine.reduce((least, player) => (player.cluesGiven < least.cluesGiven ? player : least));
  }
  return {
    glossariesOf,
    snapshot,
    present,
    view,
    change,
    hostedRoom,
    end,
    takeSeat,
    nextClueGiver,
  };
}

export type PasswordFlow = ReturnType<typeof createPasswordFlow>;
