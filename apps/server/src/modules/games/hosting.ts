import { randomInt } from 'node:crypto';
import type { GameRoom, GameSource } from '@sparked/contracts';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict } from '../../http/errors';
import { assertCompetitionRunning } from '../competitions/competition-running';
import { gameQuestionsOf } from './game-questions';
import { gameRepository as repository } from './repository';
import { resultsCsv } from './results-csv';
import {
  type Caller,
  type GameServiceDeps,
  idleHours,
  over,
  type RoomFlow,
  type RoomRequest,
} from './room-flow';
import type { RoomSnapshot } from './room-view';
import { notInRoom } from './room-views';

/**
 * A host's side of a game: its sources, the room made and moved on, its results; what the job and
 * the sockets read.
 */
export function createHosting(deps: GameServiceDeps, flow: RoomFlow) {
  const { db, bus, now } = deps;
  const { view, change, snapshot, viewOf, hostedRoom, end, nextLivePhase, questionsFor } = flow;
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
