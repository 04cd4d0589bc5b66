import {
  type AccessTokenClaims,
  type CreateGameRoomRequest,
  type GameRoom,
  type GameSource,
  readQuestionSet,
} from '@sparked/contracts';
import { AppError, conflict, notFound } from '../../http/errors';
import { authorizeModule } from '../core/module-access';
import { notInRoom, roomIsOver as over, type RoomDeps } from '../rooms';
import { gameQuestionsOf } from './game-questions';
import type { GameRooms } from './game-rooms';
import { type GameRoomRow, gameRepository as repository } from './repository';
import { resultsCsv } from './results-csv';

type Caller = Pick<AccessTokenClaims, 'id' | 'user_role'>;
/** A create request once its defaults are filled in; the source stays one of the two. */
type RoomRequest = Required<Omit<CreateGameRoomRequest, 'activityId' | 'questionSet'>> &
  Pick<CreateGameRoomRequest, 'activityId' | 'questionSet'>;

/** What the host does: picks questions, opens the room, moves a live game on, ends it. */
export function createHosting(deps: RoomDeps, { rooms, snapshot, end }: GameRooms) {
  const { db, now } = deps;

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

  /** The room's questions: a form activity's (for one of its authors), or a typed set's. */
  async function questionsFor(caller: Caller, request: RoomRequest) {
    if (request.questionSet) {
      const { questions, problems } = readQuestionSet(request.questionSet.text);
      const [first] = problems;
      if (first) {
        const english = problems.slice(0, 3).map((problem) => problem.english);
        const error = new AppError(422, 'validation_failed', english.join(' '));
        error.entry = first.entry;
        throw error;
      }
      return { title: request.questionSet.title, activityId: null, questions };
    }
    const activity = await repository.activity(db, request.activityId ?? '');
    if (!activity)
      throw notFound(
        /*i18n*/ {
          id: 'games.there-is-no-activity-with-that',
          message: 'There is no activity with that id.',
        },
      );
    await authorizeModule(db, caller.id, activity.moduleId, 'read');
    const { questions } = gameQuestionsOf(activity.content);
    if (questions.length === 0)
      throw new AppError(
        422,
        'validation_failed',
        /*i18n*/ {
          id: 'games.this-activity-has-no-questions-a',
          message:
            'This activity has no questions a game can play: ordering questions are left out.',
        },
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

    async advance(caller: Caller, roomId: string, step: number) {
      return rooms.change(roomId, caller.id, async (tx) => {
        const room = await rooms.hostedRoom(tx, caller, roomId);
        if (room.mode !== 'live')
          throw conflict(
            /*i18n*/ {
              id: 'games.a-self-paced-game-moves-with',
              message: 'A self-paced game moves with each player.',
            },
          );
        if (room.step !== step)
          throw conflict(
            /*i18n*/ {
              id: 'games.the-game-has-moved-on-already',
              message: 'The game has moved on already.',
            },
          );
        if (room.phase === 'lobby' && (await repository.playerCount(tx, roomId)) === 0)
          throw conflict(
            /*i18n*/ {
              id: 'games.wait-for-at-least-one-player',
              message: 'Wait for at least one player to join.',
            },
          );
        const next = nextLivePhase(room);
        if (next.phase === 'podium') return end(tx, room);
        await repository.updateRoom(tx, roomId, { ...next, step: room.step + 1 });
      });
    },

    async close(caller: Caller, roomId: string) {
      return rooms.change(roomId, caller.id, async (tx) => {
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
  };
}
