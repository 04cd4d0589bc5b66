import { randomInt } from 'node:crypto';
import {
  type AccessTokenClaims,
  type CreatePasswordRoomRequest,
  passwordLimits,
  passwordTeams,
} from '@sparked/contracts';
import type { Database } from '../../db/database';
import type { StoredPasswordCard } from '../../db/schema';
import { AppError, conflict } from '../../http/errors';
import { authorizeModule } from '../core/module-access';
import type { RoomDeps } from '../rooms';
import { forbiddenWordsFor } from './glossary';
import type { PasswordRooms } from './password-rooms';
import { type PasswordRoomRow, passwordRepository as repository } from './repository';
import { turnIsOn } from './room-view';

type Caller = Pick<AccessTokenClaims, 'id' | 'user_role'>;

/** Cards in a fair random order (Fisher–Yates on the platform's random numbers). */
function shuffled<T>(items: readonly T[]): T[] {
  const deck = [...items];
  for (let at = deck.length - 1; at > 0; at -= 1) {
    const other = randomInt(at + 1);
    [deck[at], deck[other]] = [deck[other] as T, deck[at] as T];
  }
  return deck;
}

/** What the host does: deals a module's glossary, starts each turn, ends the game. */
export function createPasswordHosting(
  deps: RoomDeps,
  { rooms, glossariesOf, hostedRoom, end }: PasswordRooms,
) {
  const { db, now } = deps;

  /** The next turn's clue giver: the team's player who has given clues least, earliest joined. */
  async function nextClueGiver(tx: Database, room: PasswordRoomRow, team: number) {
    const players = await repository.players(tx, room.id);
    const counts = passwordTeams.map((_, at) => players.filter((p) => p.team === at).length);
    if (counts.some((count) => count === 0))
      throw conflict(
        /*i18n*/ {
          id: 'password-game.each-team-needs-at-least-one',
          message: 'Each team needs at least one player before a turn starts.',
        },
      );
    const mine = players.filter((player) => player.team === team);
    return mine.reduce((least, player) => (player.cluesGiven < least.cluesGiven ? player : least));
  }

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
          /*i18n*/ {
            id: 'password-game.this-module-s-glossary-has-terms',
            message:
              'This module’s glossary has {length} terms; mark at least {minTerms} in its e-books to play.',
            values: { length: entries.length, minTerms: passwordLimits.minTerms },
          },
        );
      const deck: StoredPasswordCard[] = shuffled(entries).map(({ term, definition }) => ({
        term,
        forbidden: forbiddenWordsFor(term, definition),
      }));
      return rooms.open(caller, request.competition, (pin) =>
        repository.insertRoom(db, {
          pin,
          hostId: caller.id,
          moduleId: request.moduleId,
          title: glossary?.moduleTitle ?? 'Password',
          mode: request.mode,
          phase: 'lobby',
          rounds: request.rounds,
          scores: passwordTeams.map(() => 0),
          deck,
          competition: request.competition,
        }),
      );
    },

    /** Starts the next turn, or ends the game once every turn is played or the words ran out. */
    async startTurn(caller: Caller, roomId: string, step: number) {
      return rooms.change(roomId, caller.id, async (tx) => {
        const room = await hostedRoom(tx, caller, roomId);
        if (room.step !== step)
          throw conflict(
            /*i18n*/ {
              id: 'password-game.the-game-has-moved-on-already',
              message: 'The game has moved on already.',
            },
          );
        if (turnIsOn(room, now()))
          throw conflict(
            /*i18n*/ {
              id: 'password-game.this-turn-is-still-running',
              message: 'This turn is still running.',
            },
          );
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
      return rooms.change(roomId, caller.id, async (tx) => {
        await end(tx, await hostedRoom(tx, caller, roomId));
      });
    },
  };
}
