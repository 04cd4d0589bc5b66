import {
  type AccessTokenClaims,
  type CreateGameRoomRequest,
  type GameRoom,
  type GameSource,
  type GivenGameAnswer,
  gameJoinPath,
  gameLimits,
  readQuestionSet,
} from '@sparked/contracts';
import type { Database } from '../../db/database';
import { AppError, conflict, notFound } from '../../http/errors';
import { authorizeModule } from '../modules/access';
import { createRoomEngine, notInRoom, roomIsOver as over, type RoomDeps } from '../rooms';
import { gameQuestionsOf, markAnswer } from './game-questions';
import { drawNickname } from './nicknames';
import { type GameRoomRow, gameRepository as repository } from './repository';
import { resultsCsv } from './results-csv';
import { presentRoom, snapshotOf } from './room-view';
import { answerGraceMs, experienceFor, pointsFor } from './scoring';

type Caller = Pick<AccessTokenClaims, 'id' | 'user_role'>;
/** A create request once its defaults are filled in; the source stays one of the two. */
type RoomRequest = Required<Omit<CreateGameRoomRequest, 'activityId' | 'questionSet'>> &
  Pick<CreateGameRoomRequest, 'activityId' | 'questionSet'>;

export function createGameService(deps: RoomDeps) {
  const { db, bus, now } = deps;

  async function snapshot(roomId: string) {
    const rows = await repository.rows(db, roomId);
    return rows && snapshotOf(rows);
  }

  const rooms = createRoomEngine(deps, {
    game: 'game-master',
    noRoomMessage: 'There is no game with that PIN running now.',
    reward: { label: 'Game', table: 'game_rooms' },
    store: repository,
    snapshot,
    present: presentRoom,
    joinPath: (room) => gameJoinPath(room.pin, room.competition),
    end,
    placeOf: ({ seat, rank }) => ({ score: seat.score, rank }),
  });
  const { view, change } = rooms;

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
    await rooms.seatWithRetry(async () => {
      if (await repository.seat(tx, room.id, userId)) return true;
      if ((await repository.playerCount(tx, room.id)) >= gameLimits.maxPlayers)
        throw conflict('This game is full.');
      const nickname = drawNickname(await repository.nicknames(tx, room.id));
      return Boolean(await repository.insertPlayer(tx, { roomId: room.id, userId, nickname }));
    });
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
      const selfPaced = request.mode === 'self-paced';
      return rooms.open(caller, request.competition, (pin) =>
        repository.insertRoom(db, {
          pin,
          hostId: caller.id,
          activityId,
          title,
          mode: request.mode,
          phase: selfPaced ? 'open' : 'lobby',
          secondsPerQuestion: request.secondsPerQuestion,
          closesAt: selfPaced ? new Date(now().getTime() + request.openMinutes * 60_000) : null,
          competition: request.competition,
          questions,
        }),
      );
    },

    room: (caller: Caller, roomId: string) => view(roomId, caller.id),

    join: (caller: Caller, pin: string, ip: string): Promise<GameRoom> =>
      rooms.join(caller, pin, ip, (tx, room) => takeSeat(tx, room, caller.id)),

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
        const room = await rooms.hostedRoom(tx, caller, roomId);
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
        const room = await rooms.hostedRoom(tx, caller, roomId);
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
    history: rooms.history,

    /** The job: ends self-paced rooms past their deadline and live rooms left idle. */
    endDueRooms: rooms.endDueRooms,

    /** For the live sockets: the room read once, then shown to each viewer. */
    snapshot,
    present: rooms.present,
  };
}

export type GameService = ReturnType<typeof createGameService>;
