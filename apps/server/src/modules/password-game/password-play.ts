import type { GameHistoryEntry, PasswordCardResult } from '@sparked/contracts';
import { conflict, forbidden } from '../../http/errors';
import { assertCompetitionRunning } from '../competitions/competition-running';
import { historyLength, historyOf } from '../games/game-history';
import { assertPinGuessAllowed, recordWrongPin } from '../games/pin-guesses';
import { notInRoom } from '../games/room-views';
import type { GameServiceDeps } from '../games/service';
import { type Caller, noRoom, over, type PasswordFlow } from './password-flow';
import { passwordRepository as repository } from './repository';
import { cardGraceMs, turnIsOn } from './room-view';

/** A player's side of a password game: joining by PIN, cards played and called, history. */
export function createPasswordPlay(deps: GameServiceDeps, flow: PasswordFlow) {
  const { db, limiter, now } = deps;
  const { view, change, takeSeat } = flow;
  return {
    async join(caller: Caller, pin: string, ip: string) {
      const guess = { userId: caller.id, ip };
      await assertPinGuessAllowed(limiter, guess);
      const room = await repository.runningRoomByPin(db, pin);
      if (!room) {
        await recordWrongPin(limiter, guess);
        throw noRoom();
      }
      if (room.hostId === caller.id) return view(room.id, caller.id);
      if (room.mode === 'screen')
        throw conflict('This game is played on one shared screen: nobody joins it.');
      await assertCompetitionRunning(db, room.competition, now());
      return change(room.id, caller.id, async (tx) => {
        const locked = await repository.lockRoom(tx, room.id);
        if (!locked || locked.endedAt) throw over();
        await takeSeat(tx, locked, caller.id);
      });
    },

    /**
     * The card on screen was guessed or passed (by its clue giver, or the host as referee), or a
     * forbidden word was said (called by the other team, or the host): Taboo's rule gives the
     * other team the point.
     */
    async playCard(caller: Caller, roomId: string, step: number, result: PasswordCardResult) {
      return change(roomId, caller.id, async (tx) => {
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
          throw conflict('This turn is over.');
        if (room.step !== step) throw conflict('That card has been played already.');
        if (seat && result === 'buzz' && seat.team === turn.team)
          throw forbidden('Only the other team can call a forbidden word.');
        if (seat && result !== 'buzz' && seat.id !== turn.clueGiverId)
          throw forbidden('Only the clue giver says whether the word was guessed.');
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

    /** My latest hosted and played password games, for the arena. */
    async history(caller: Caller): Promise<GameHistoryEntry[]> {
      const [hosted, played] = await Promise.all([
        repository.hostedRooms(db, caller.id, historyLength),
        repository.playedSeats(db, caller.id, historyLength),
      ]);
      return historyOf(
        'password',
        hosted,
        played.map(({ room, seat, playerCount }) => {
          const score = room.scores[seat.team] ?? 0;
          // The team's place: a draw puts both teams first.
          const rank = room.scores.filter((other) => other > score).length + 1;
          return { room, joinedAt: seat.joinedAt, playerCount, score, rank };
        }),
      );
    },
  };
}
