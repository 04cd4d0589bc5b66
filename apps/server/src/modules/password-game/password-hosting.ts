import { randomInt } from 'node:crypto';
import { type CreatePasswordRoomRequest, passwordLimits, passwordTeams } from '@sparked/contracts';
import type { StoredPasswordCard } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, conflict } from '../../http/errors';
import { assertCompetitionRunning } from '../competitions/competition-running';
import type { GameServiceDeps } from '../games/service';
import { forbiddenWordsFor } from '../glossary/forbidden-words';
import { authorizeModule } from '../modules/access';
import { type Caller, idleHours, type PasswordFlow } from './password-flow';
import { passwordRepository as repository } from './repository';
import { turnIsOn } from './room-view';

/** Cards in a fair random order (Fisher–Yates on the platform's random numbers). */
function shuffled<T>(items: readonly T[]): T[] {
  const deck = [...items];
  for (let at = deck.length - 1; at > 0; at -= 1) {
    const other = randomInt(at + 1);
    [deck[at], deck[other]] = [deck[other] as T, deck[at] as T];
  }
  return deck;
}

/**
 * A host's side of a password game: glossaries, the room made, turns started, the end; what the
 * job and the socket read.
 */
export function createPasswordHosting(deps: GameServiceDeps, flow: PasswordFlow) {
  const { db, bus, now } = deps;
  const { glossariesOf, snapshot, present, view, change, hostedRoom, end, nextClueGiver } = flow;
  return {
    glossaries: (caller: Caller) => glossariesOf(caller.id),

    async create(caller: Caller, request: Required<CreatePasswordRoomRequest>) {
      await authorizeModule(db, caller.id, request.moduleId, 'read');
      const [glossary] = await glossariesOf(caller.id, request.moduleId);
      const entries = glossary?.entries ?? [];
      if (entries.length < passwordLimits.minTerms)
        throw new AppError(
          422,
          'validation_failed',
          `This module’s glossary has ${entries.length} terms; mark at least ${passwordLimits.minTerms} in its e-books to play.`,
        );
      await assertCompetitionRunning(db, request.competition, now());
      const deck: StoredPasswordCard[] = shuffled(entries).map(({ term, definition }) => ({
        term,
        forbidden: forbiddenWordsFor(term, definition),
      }));
      for (let attempt = 0; attempt < 10; attempt += 1) {
        try {
          const room = await repository.insertRoom(db, {
            pin: String(randomInt(100_000, 1_000_000)),
            hostId: caller.id,
            moduleId: request.moduleId,
            title: glossary?.moduleTitle ?? 'Password',
            mode: request.mode,
            phase: 'lobby',
            rounds: request.rounds,
            scores: passwordTeams.map(() => 0),
            deck,
            competition: request.competition,
          });
          return view(room.id, caller.id);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw conflict('Every PIN is taken right now. Try again in a moment.');
    },

    room: (caller: Caller, roomId: string) => view(roomId, caller.id),

    /** Starts the next turn, or ends the game once every turn is played or the words ran out. */
    async startTurn(caller: Caller, roomId: string, step: number) {
      return change(roomId, caller.id, async (tx) => {
        const room = await hostedRoom(tx, caller, roomId);
        if (room.step !== step) throw conflict('The game has moved on already.');
        if (turnIsOn(room, now())) throw conflict('This turn is still running.');
        if (room.turnsPlayed >= room.rounds * passwordTeams.length || room.deck.length === 0)
          return end(tx, room);
        const team = room.turnsPlayed % passwordTeams.length;
        const clueGiver = room.mode === 'phones' ? await nextClueGiver(tx, room, team) : null;
        if (clueGiver) await repository.gaveClues(tx, clueGiver.id);
        const startedAt = now();
        const endsAt = new Date(startedAt.getTime() + passwordLimits.secondsPerTurn * 1000);
        await repository.updateRoom(tx, roomId, {
          phase: 'turn',
          step: room.step + 1,
          turnsPlayed: room.turnsPlayed + 1,
          turn: {
            team,
            clueGiverId: clueGiver?.id ?? null,
            startedAt: startedAt.toISOString(),
            endsAt: endsAt.toISOString(),
            got: [],
            passed: [],
            buzzed: [],
          },
        });
      });
    },

    async finish(caller: Caller, roomId: string) {
      return change(roomId, caller.id, async (tx) => {
        await end(tx, await hostedRoom(tx, caller, roomId));
      });
    },

    /** The job: ends rooms left idle, so their PIN is free again. */
    async endIdleRooms(): Promise<number> {
      const idle = await repository.idleRooms(db, new Date(now().getTime() - idleHours * 3600_000));
      for (const { id } of idle) {
        await db.transaction(async (tx) => {
          const room = await repository.lockRoom(tx, id);
          if (room && !room.endedAt) await end(tx, room);
        });
        await bus.publish(id);
      }
      return idle.length;
    },

    /** For the live socket: the room read once, then shown to each viewer. */
    snapshot,
    present,
  };
}
