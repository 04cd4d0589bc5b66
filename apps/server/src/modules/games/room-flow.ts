import {
  type AccessTokenClaims,
  type CreateGameRoomRequest,
  type GameRoom,
  gameJoinPath,
  gameLimits,
  readQuestionSet,
} from '@sparked/contracts';
import type { Database } from '../../db/database';
import { AppError, conflict, notFound } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import { authorizeModule } from '../modules/access';
import type { WalletBook } from '../wallets/wallet-book';
import type { GameBus } from './game-bus';
import { gameQuestionsOf } from './game-questions';
import { createJoinQr } from './join-qr';
import { drawNickname } from './nicknames';
import { type GameRoomRow, gameRepository as repository } from './repository';
import { presentRoom, type RoomSnapshot, snapshotOf } from './room-view';
import { notInRoom, roomViews } from './room-views';
import { experienceFor } from './scoring';

export type Caller = Pick<AccessTokenClaims, 'id' | 'user_role'>;
/** A create request once its defaults are filled in; the source stays one of the two. */
export type RoomRequest = Required<Omit<CreateGameRoomRequest, 'activityId' | 'questionSet'>> &
  Pick<CreateGameRoomRequest, 'activityId' | 'questionSet'>;

export const noRoom = () => notFound('There is no game with that PIN running now.');
export const over = () => conflict('This game is over.');
/** Live rooms nobody has moved for this long are ended, so their PIN is free again. */
export const idleHours = 3;

/** What either game's service is made with. */
export interface GameServiceDeps {
  db: Database;
  book: WalletBook;
  bus: GameBus;
  limiter: RateLimiter;
  publicUrl: string;
  now: () => Date;
}

/**
 * What the game use cases share: the room as each viewer sees it, changes that reach the room's
 * sockets, seats, marking's sources and the end of a game with its experience credited.
 */
export function createRoomFlow(deps: GameServiceDeps) {
  const { db, book, bus, publicUrl, now } = deps;

  const joinQr = createJoinQr();

  /** The room as this user sees it; 404 for someone outside it. */
  async function viewOf(snapshot: RoomSnapshot, userId: string): Promise<GameRoom> {
    const { room } = snapshot;
    const qr =
      room.hostId === userId
        ? await joinQr(`${publicUrl}${gameJoinPath(room.pin, room.competition)}`)
        : null;
    const view = presentRoom(snapshot, userId, qr, now());
    if (!view) throw notInRoom();
    return view;
  }

  async function snapshot(roomId: string) {
    const rows = await repository.rows(db, roomId);
    return rows && snapshotOf(rows);
  }

  const { view, change } = roomViews({ db, bus, snapshot, present: viewOf });

  async function hostedRoom(tx: Database, caller: Caller, roomId: string) {
    const room = await repository.lockRoom(tx, roomId, 'update');
    if (!room || room.hostId !== caller.id) throw notInRoom();
    return room;
  }

  /** Ends the game for these players (or all): each is credited once, in this transaction. */
  async function credit(tx: Database, room: GameRoomRow, playerIds: readonly string[] | 'all') {
    for (const player of await repository.creditPlayers(tx, room.id, playerIds)) {
      const experience = experienceFor(player.score);
      if (experience > 0)
        await book.apply(tx, player.userId, [
          {
            wallet: 'EXPERIENCE',
            delta: experience,
            kind: 'reward',
            reason: `Game: ${room.title}`,
            reference: `game_rooms:${room.id}`,
          },
        ]);
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

  /** The next state of a live room after the host's press. */
  function nextLivePhase(room: GameRoomRow): Partial<GameRoomRow> {
    const last = room.questionIndex >= room.questions.length - 1;
    switch (room.phase) {
      case 'lobby':
      case 'scoreboard':
        return last && room.phase === 'scoreboard'
          ? { phase: 'podium' }
          : { phase: 'question', questionIndex: room.questionIndex + 1, questionStartedAt: now() };
      case 'question':
        return { phase: 'reveal' };
      case 'reveal':
        return { phase: 'scoreboard' };
      default:
        throw over();
    }
  }

  async function takeSeat(tx: Database, room: GameRoomRow, userId: string) {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const seat = await repository.seat(tx, room.id, userId);
      if (seat) return seat;
      if ((await repository.playerCount(tx, room.id)) >= gameLimits.maxPlayers)
        throw conflict('This game is full.');
      const nickname = drawNickname(await repository.nicknames(tx, room.id));
      const player = await repository.insertPlayer(tx, { roomId: room.id, userId, nickname });
      if (player) return player;
    }
    throw conflict('Too many players joined at once. Try again.');
  }

  /** The room's questions: a form activity's (for one of its authors), or a typed set's. */
  async function questionsFor(caller: Caller, request: RoomRequest) {
    if (request.questionSet) {
      const { questions, problems } = readQuestionSet(request.questionSet.text);
      if (problems.length > 0)
        throw new AppError(422, 'validation_failed', problems.slice(0, 3).join(' '));
      return { title: request.questionSet.title, activityId: null, questions };
    }
    const activity = await repository.activity(db, request.activityId ?? '');
    if (!activity) throw notFound('There is no activity with that id.');
    await authorizeModule(db, caller.id, activity.moduleId, 'read');
    const { questions } = gameQuestionsOf(activity.content);
    if (questions.length === 0)
      throw new AppError(
        422,
        'validation_failed',
        'This activity has no questions a game can play: ordering questions are left out.',
      );
    return { title: activity.title, activityId: activity.id, questions };
  }

  return {
    viewOf,
    snapshot,
    view,
    change,
    hostedRoom,
    credit,
    end,
    nextLivePhase,
    takeSeat,
    questionsFor,
  };
}

export type RoomFlow = ReturnType<typeof createRoomFlow>;
