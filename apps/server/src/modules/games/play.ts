import type { AccessTokenClaims, GameRoom, GivenGameAnswer } from '@sparked/contracts';
import { AppError, conflict } from '../../http/errors';
import { notInRoom, roomIsOver as over, type RoomDeps } from '../rooms';
import { markAnswer } from './game-questions';
import type { GameRooms } from './game-rooms';
import { drawNickname } from './nicknames';
import { gameRepository as repository } from './repository';
import { answerGraceMs, pointsFor } from './scoring';

type Caller = Pick<AccessTokenClaims, 'id' | 'user_role'>;

/** What a player does: joins, changes a nickname before the start, answers, moves on. */
export function createPlay(deps: RoomDeps, { rooms, credit, takeSeat }: GameRooms) {
  const { db, bus, now } = deps;
  return {
    room: (caller: Caller, roomId: string) => rooms.view(roomId, caller.id),

    join: (caller: Caller, pin: string, ip: string): Promise<GameRoom> =>
      rooms.join(caller, pin, ip, (tx, room) => takeSeat(tx, room, caller.id)),

    async newNickname(caller: Caller, roomId: string) {
      return rooms.change(roomId, caller.id, async (tx) => {
        const room = await repository.lockRoom(tx, roomId, 'update');
        const seat = room && (await repository.seat(tx, roomId, caller.id));
        if (!room || !seat) throw notInRoom();
        const started = room.mode === 'live' ? room.phase !== 'lobby' : seat.questionIndex >= 0;
        if (started)
          throw conflict(
            /*i18n*/ {
              id: 'games.your-nickname-is-set-once-the',
              message: 'Your nickname is set once the game starts.',
            },
          );
        const taken = await repository.nicknames(tx, roomId);
        await repository.updatePlayer(tx, seat.id, { nickname: drawNickname(taken) });
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
          throw conflict(
            /*i18n*/ {
              id: 'games.that-question-is-not-open-for',
              message: 'That question is not open for answers.',
            },
          );
        const elapsed = now().getTime() - startedAt.getTime();
        if (elapsed > room.secondsPerQuestion * 1000 + answerGraceMs)
          throw conflict(
            /*i18n*/ {
              id: 'games.time-is-up-for-that-question',
              message: 'Time is up for that question.',
            },
          );
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
        if (!saved)
          throw conflict(
            /*i18n*/ {
              id: 'games.you-have-answered-that-question-already',
              message: 'You have answered that question already.',
            },
          );
        await repository.tally(tx, seat.id, points, correct);
        if (!live && questionIndex === room.questions.length - 1) await credit(tx, room, [seat.id]);
      });
      await bus.publish(roomId);
      return { questionIndex, ...given };
    },

    /** Self-paced: the player's next question starts its clock now. */
    async next(caller: Caller, roomId: string) {
      return rooms.change(roomId, caller.id, async (tx) => {
        const room = await repository.lockRoom(tx, roomId, 'share');
        const seat = room && (await repository.seat(tx, roomId, caller.id));
        if (!room || !seat) throw notInRoom();
        if (room.mode !== 'self-paced')
          throw conflict(
            /*i18n*/ {
              id: 'games.the-host-moves-this-game-on',
              message: 'The host moves this game on.',
            },
          );
        if (room.endedAt || (room.closesAt && room.closesAt <= now())) throw over();
        if (seat.questionIndex >= room.questions.length - 1)
          throw conflict(
            /*i18n*/ {
              id: 'games.you-have-played-every-question',
              message: 'You have played every question.',
            },
          );
        if (seat.questionIndex >= 0 && seat.questionStartedAt) {
          const answered = await repository.hasAnswered(tx, seat.id, seat.questionIndex);
          const timeUp =
            now().getTime() - seat.questionStartedAt.getTime() >
            room.secondsPerQuestion * 1000 + answerGraceMs;
          if (!answered && !timeUp)
            throw conflict(
              /*i18n*/ {
                id: 'games.answer-this-question-first',
                message: 'Answer this question first.',
              },
            );
        }
        await repository.updatePlayer(tx, seat.id, {
          questionIndex: seat.questionIndex + 1,
          questionStartedAt: now(),
        });
      });
    },
  };
}
