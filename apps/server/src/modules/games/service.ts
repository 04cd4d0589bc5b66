import { randomInt } from 'node:crypto';
import {
  type AccessTokenClaims,
  type CreateGameRoomRequest,
  type GameHistoryEntry,
  type GameRoom,
  type GameSource,
  type GivenGameAnswer,
  gameJoinPath,
  gameLimits,
  readQuestionSet,
} from '@sparked/contracts';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, conflict, notFound } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import { assertCompetitionRunning } from '../competitions';
import { authorizeModule } from '../core/module-access';
import type { WalletBook } from '../wallets';
import type { GameBus } from './game-bus';
import { historyLength, historyOf } from './game-history';
import { gameQuestionsOf, markAnswer } from './game-questions';
import { createJoinQr } from './join-qr';
import { drawNickname } from './nicknames';
import { assertPinGuessAllowed, recordWrongPin } from './pin-guesses';
import { type GameRoomRow, gameRepository as repository } from './repository';
import { resultsCsv } from './results-csv';
import { presentRoom, type RoomSnapshot, snapshotOf } from './room-view';
import { notInRoom, roomViews } from './room-views';
import { answerGraceMs, experienceFor, pointsFor } from './scoring';

type Caller = Pick<AccessTokenClaims, 'id' | 'user_role'>;
/** A create request once its defaults are filled in; the source stays one of the two. */
type RoomRequest = Required<Omit<CreateGameRoomRequest, 'activityId' | 'questionSet'>> &
  Pick<CreateGameRoomRequest, 'activityId' | 'questionSet'>;

const noRoom = () => notFound('There is no game with that PIN running now.');
const over = () => conflict('This game is over.');
/** Live rooms nobody has moved for this long are ended, so their PIN is free again. */
const idleHours = 3;

/** What either game's service is made with. */
export interface GameServiceDeps {
  db: Database;
  book: WalletBook;
  bus: GameBus;
  limiter: RateLimiter;
  publicUrl: string;
  now: () => Date;
}

export function createGameService(deps: GameServiceDeps) {
  const { db, book, bus, limiter, publicUrl, now } = deps;
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
    async sources(caller: Caller): Promise<GameSource[]> {
      const rows = await repository.sourcesFor(db, caller.id);
      return rows
        .map(({ content, ...row }) => {
          const { questions, leftOut } = gameQuestionsOf(content);
          return { ...row, questionCount: questions.length, leftOutCount: leftOut };
        })
        .filter((source) => source.questionCount > 0);
    },

    async create(caller: Caller, request: RoomRequest): Promise<GameRoom> {
      const { title, activityId, questions } = await questionsFor(caller, request);
      await assertCompetitionRunning(db, request.competition, now());
      const selfPaced = request.mode === 'self-paced';
      for (let attempt = 0; attempt < 10; attempt += 1) {
        try {
          const room = await repository.insertRoom(db, {
            pin: String(randomInt(100_000, 1_000_000)),
            hostId: caller.id,
            activityId,
            title,
            mode: request.mode,
            phase: selfPaced ? 'open' : 'lobby',
            secondsPerQuestion: request.secondsPerQuestion,
            closesAt: selfPaced ? new Date(now().getTime() + request.openMinutes * 60_000) : null,
            competition: request.competition,
            questions,
          });
          return view(room.id, caller.id);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw conflict('Every PIN is taken right now. Try again in a moment.');
    },

    room: (caller: Caller, roomId: string) => view(roomId, caller.id),

    async join(caller: Caller, pin: string, ip: string): Promise<GameRoom> {
      const guess = { userId: caller.id, ip };
      await assertPinGuessAllowed(limiter, guess);
      const room = await repository.runningRoomByPin(db, pin);
      if (!room) {
        await recordWrongPin(limiter, guess);
        throw noRoom();
      }
      if (room.hostId === caller.id) return view(room.id, caller.id);
      await assertCompetitionRunning(db, room.competition, now());
      return change(room.id, caller.id, async (tx) => {
        await takeSeat(tx, room, caller.id);
      });
    },

    async newNickname(caller: Caller, roomId: string) {
      return change(roomId, caller.id, async (tx) => {
        const room = await repository.lockRoom(tx, roomId, 'update');
        const seat = room && (await repository.seat(tx, roomId, caller.id));
        if (!room || !seat) throw notInRoom();
        const started = room.mode === 'live' ? room.phase !== 'lobby' : seat.questionIndex >= 0;
        if (started) throw conflict('Your nickname is set once the game starts.');
        const taken = await repository.nicknames(tx, roomId);
        await repository.updatePlayer(tx, seat.id, { nickname: drawNickname(taken) });
      });
    },

    async advance(caller: Caller, roomId: string, step: number) {
      return change(roomId, caller.id, async (tx) => {
        const room = await hostedRoom(tx, caller, roomId);
        if (room.mode !== 'live') throw conflict('A self-paced game moves with each player.');
        if (room.step !== step) throw conflict('The game has moved on already.');
        if (room.phase === 'lobby' && (await repository.playerCount(tx, roomId)) === 0)
          throw conflict('Wait for at least one player to join.');
        const next = nextLivePhase(room);
        if (next.phase === 'podium') return end(tx, room);
        await repository.updateRoom(tx, roomId, { ...next, step: room.step + 1 });
      });
    },

    /** Takes an answer; its score reaches the player with the room, over the socket. */
    async answer(caller: Caller, roomId: string, questionIndex: number, given: GivenGameAnswer) {
      await db.transaction(async (tx) => {
        // A share lock: answers run side by side, and the host's reveal waits for them.
        const found = await repository.seatInLockedRoom(tx, roomId, caller.id);
        if (!found) throw notInRoom();
        const { room, seat } = found;
        if (room.endedAt) throw over();
        const live = room.mode === 'live';
        const onScreen = live
          ? room.phase === 'question' && room.questionIndex === questionIndex
          : seat.questionIndex === questionIndex;
        const startedAt = live ? room.questionStartedAt : seat.questionStartedAt;
        const question = room.questions[questionIndex];
        if (!onScreen || !startedAt || !question)
          throw conflict('That question is not open for answers.');
        const elapsed = now().getTime() - startedAt.getTime();
        if (elapsed > room.secondsPerQuestion * 1000 + answerGraceMs)
          throw conflict('Time is up for that question.');
        const marked = markAnswer(question, given);
        if ('problem' in marked) throw new AppError(400, 'bad_request', marked.problem);
        const { correct } = marked;
        const points = pointsFor(correct, elapsed, room.secondsPerQuestion);
        const saved = await repository.insertAnswer(tx, {
          playerId: seat.id,
          roomId,
          questionIndex,
          optionId: marked.stored,
          correct,
          points,
        });
        if (!saved) throw conflict('You have answered that question already.');
        await repository.tally(tx, seat.id, points, correct);
        if (!live && questionIndex === room.questions.length - 1) await credit(tx, room, [seat.id]);
      });
      await bus.publish(roomId);
      return { questionIndex, ...given };
    },

    /** Self-paced: the player's next question starts its clock now. */
    async next(caller: Caller, roomId: string) {
      return change(roomId, caller.id, async (tx) => {
        const room = await repository.lockRoom(tx, roomId, 'share');
        const seat = room && (await repository.seat(tx, roomId, caller.id));
        if (!room || !seat) throw notInRoom();
        if (room.mode !== 'self-paced') throw conflict('The host moves this game on.');
        if (room.endedAt || (room.closesAt && room.closesAt <= now())) throw over();
        if (seat.questionIndex >= room.questions.length - 1)
          throw conflict('You have played every question.');
        if (seat.questionIndex >= 0 && seat.questionStartedAt) {
          const answered = await repository.hasAnswered(tx, seat.id, seat.questionIndex);
          const timeUp =
            now().getTime() - seat.questionStartedAt.getTime() >
            room.secondsPerQuestion * 1000 + answerGraceMs;
          if (!answered && !timeUp) throw conflict('Answer this question first.');
        }
        await repository.updatePlayer(tx, seat.id, {
          questionIndex: seat.questionIndex + 1,
          questionStartedAt: now(),
        });
      });
    },

    async close(caller: Caller, roomId: string) {
      return change(roomId, caller.id, async (tx) => {
        const room = await hostedRoom(tx, caller, roomId);
        if (room.endedAt) throw over();
        await end(tx, room);
      });
    },

    async results(caller: Caller, roomId: string) {
      const read = await snapshot(roomId);
      if (!read || read.room.hostId !== caller.id) throw notInRoom();
      const answers = await repository.allAnswers(db, roomId);
      return { fileName: `sparked-game-${read.room.pin}.csv`, csv: resultsCsv(read, answers) };
    },

    /** My latest hosted and played rooms; the arena merges them with the password game's. */
    async history(caller: Caller): Promise<GameHistoryEntry[]> {
      const [hosted, played] = await Promise.all([
        repository.hostedRooms(db, caller.id, historyLength),
        repository.playedSeats(db, caller.id, historyLength),
      ]);
      return historyOf(
        'game-master',
        hosted,
        played.map(({ room, seat, playerCount, rank }) => ({
          room,
          joinedAt: seat.joinedAt,
          playerCount,
          score: seat.score,
          rank,
        })),
      );
    },

    /** The job: ends self-paced rooms past their deadline and live rooms left idle. */
    async endDueRooms(): Promise<number> {
      const idleSince = new Date(now().getTime() - idleHours * 3600_000);
      const due = await repository.dueRooms(db, now(), idleSince);
      for (const { id } of due) {
        await db.transaction(async (tx) => {
          const room = await repository.lockRoom(tx, id, 'update');
          if (room && !room.endedAt) await end(tx, room);
        });
        await bus.publish(id);
      }
      return due.length;
    },

    /** For the live sockets: the room read once, then shown to each viewer. */
    snapshot,
    present: (snapshot: RoomSnapshot, userId: string) => viewOf(snapshot, userId),
  };
}

export type GameService = ReturnType<typeof createGameService>;
