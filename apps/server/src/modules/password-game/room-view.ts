import {
  type PasswordPhase,
  type PasswordRole,
  type PasswordRoom,
  passwordTeams,
} from '@sparked/contracts';
import { answerGraceMs } from '../games';
import type { PasswordPlayerRow, PasswordRoomRow, PasswordRoomRows } from './repository';

/** Whether cards can be played now: a turn is on, its clock has not run out and words are left. */
export function turnIsOn(room: PasswordRoomRow, now: Date, graceMs = 0) {
  return (
    room.phase === 'turn' &&
    room.turn !== null &&
    room.deck.length > 0 &&
    now.getTime() <= Date.parse(room.turn.endsAt) + graceMs
  );
}

/** A card played in the last second counts: it was pressed before the clock showed zero. */
export const cardGraceMs = answerGraceMs;

function roleOf(room: PasswordRoomRow, seat: PasswordPlayerRow | undefined, on: boolean) {
  if (!seat) return 'host' satisfies PasswordRole;
  if (!on || !room.turn) return 'waiting' satisfies PasswordRole;
  if (seat.team !== room.turn.team) return 'watcher' satisfies PasswordRole;
  return seat.id === room.turn.clueGiverId ? 'clue-giver' : 'guesser';
}

const member = (player: PasswordPlayerRow) => ({
  playerId: player.id,
  nickname: player.nickname,
});

/**
 * The room as one viewer sees it, or null for someone outside it. The card goes only to those
 * who may see it: the clue giver, the other team (who listen for forbidden words), and the shared
 * screen when the game is played on it alone.
 */
export function presentPasswordRoom(
  { room, players }: PasswordRoomRows,
  userId: string,
  joinQrSvg: string | null,
  now: Date,
): PasswordRoom | null {
  const isHost = room.hostId === userId;
  const seat = players.find((player) => player.userId === userId);
  if (!isHost && !seat) return null;
  const on = turnIsOn(room, now);
  const phase: PasswordPhase = room.phase === 'turn' && !on ? 'turn-over' : room.phase;
  const role = roleOf(room, isHost ? undefined : seat, on);
  const seesCard =
    role === 'clue-giver' || role === 'watcher' || (role === 'host' && room.mode === 'screen');
  const card = on && seesCard ? room.deck[0] : undefined;
  const clueGiver = players.find((player) => player.id === room.turn?.clueGiverId);
  return {
    id: room.id,
    pin: room.pin,
    title: room.title,
    mode: room.mode,
    phase,
    step: room.step,
    competition: room.competition,
    rounds: room.rounds,
    turnsPlayed: room.turnsPlayed,
    teams: passwordTeams.map((name, team) => ({
      name,
      score: room.scores[team] ?? 0,
      players: players.filter((player) => player.team === team).map(member),
    })),
    turn: room.turn && {
      team: room.turn.team,
      clueGiver: clueGiver ? member(clueGiver) : null,
      startedAt: room.turn.startedAt,
      endsAt: room.turn.endsAt,
      got: room.turn.got,
      passed: room.turn.passed,
      buzzed: room.turn.buzzed,
    },
    card: card ? { term: card.term, forbidden: card.forbidden } : null,
    cardsLeft: room.deck.length,
    role,
    seat: !isHost && seat ? { ...member(seat), team: seat.team } : null,
    experience: !isHost && seat ? seat.experience : null,
    playerCount: players.length,
    joinQrSvg: isHost && room.mode === 'phones' ? joinQrSvg : null,
    serverTime: now.toISOString(),
  };
}
