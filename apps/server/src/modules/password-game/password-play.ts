import type { AccessTokenClaims, PasswordCardResult } from '@sparked/contracts';
import { conflict, forbidden } from '../../http/errors';
import { notInRoom, roomIsOver as over, type RoomDeps } from '../rooms';
import type { PasswordRooms } from './password-rooms';
import { passwordRepository as repository } from './repository';
import { cardGraceMs, turnIsOn } from './room-view';

type Caller = Pick<AccessTokenClaims, 'id' | 'user_role'>;

/** What a player (or the host as referee) does: joins a team, plays the card on screen. */
export function createPasswordPlay(deps: RoomDeps, { rooms, takeSeat }: PasswordRooms) {
  const { now } = deps;
  return {
    room: (caller: Caller, roomId: string) => rooms.view(roomId, caller.id),

    join: (caller: Caller, pin: string, ip: string) =>
      rooms.join(caller, pin, ip, async (tx, room) => {
        const locked = await repository.lockRoom(tx, room.id);
        if (!locked || locked.endedAt) throw over();
        await takeSeat(tx, locked, caller.id);
      }),

    /**
     * The card on screen was guessed or passed (by its clue giver, or the host as referee), or a
     * forbidden word was said (called by the other team, or the host): Taboo's rule gives the
     * other team the point.
     */
    async playCard(caller: Caller, roomId: string, step: number, result: PasswordCardResult) {
      return rooms.change(roomId, caller.id, async (tx) => {
        const room = await repository.lockRoom(tx, roomId);
        if (!room) throw notInRoom();
        const isHost = room.hostId === caller.id;
        const seat = isHost
          ? undefined
          : (await repository.players(tx, roomId)).find((player) => player.userId === caller.id);
        if (!isHost && !seat) throw notInRoom();
        if (room.endedAt) throw over();
        const turn = room.turn;
        const card = room.deck[0];
        if (!turn || !card || !turnIsOn(room, now(), cardGraceMs))
          throw conflict(
            /*i18n*/ { id: 'password-game.this-turn-is-over', message: 'This turn is over.' },
          );
        if (room.step !== step)
          throw conflict(
            /*i18n*/ {
              id: 'password-game.that-card-has-been-played-already',
              message: 'That card has been played already.',
            },
          );
        if (seat && result === 'buzz' && seat.team === turn.team)
          throw forbidden(
            /*i18n*/ {
              id: 'password-game.only-the-other-team-can-call',
              message: 'Only the other team can call a forbidden word.',
            },
          );
        if (seat && result !== 'buzz' && seat.id !== turn.clueGiverId)
          throw forbidden(
            /*i18n*/ {
              id: 'password-game.only-the-clue-giver-says-whether',
              message: 'Only the clue giver says whether the word was guessed.',
            },
          );
        const scores = [...room.scores];
        const scorer = result === 'buzz' ? 1 - turn.team : turn.team;
        if (result !== 'pass') scores[scorer] = (scores[scorer] ?? 0) + 1;
        const rest = room.deck.slice(1);
        await repository.updateRoom(tx, roomId, {
          step: room.step + 1,
          scores,
          deck: result === 'got' ? rest : [...rest, card],
          phase: result === 'got' && rest.length === 0 ? 'turn-over' : 'turn',
          turn: {
            ...turn,
            got: result === 'got' ? [...turn.got, card.term] : turn.got,
            passed: result === 'pass' ? [...turn.passed, card.term] : turn.passed,
            buzzed: result === 'buzz' ? [...turn.buzzed, card.term] : turn.buzzed,
          },
        });
      });
    },
  };
}
