import type { GameHistoryEntry, GameRoom } from '@sparked/contracts';

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
export function ordinal(rank: number): string {
  const teen = rank % 100 >= 11 && rank % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[rank % 10] ?? 'th');
  return `${rank}${suffix}`;
}

/** What a finished or running game left a player or host with, in a line. */
export function historyLine(entry: GameHistoryEntry): string {
  const people = `${entry.playerCount} ${entry.playerCount === 1 ? 'player' : 'players'}`;
  if (entry.role === 'host') return `You hosted · ${people}`;
  return `${ordinal(entry.rank ?? 0)} of ${entry.playerCount} · ${entry.score ?? 0} points`;
}

/** What the player's screen says about their answer once it is known. */
export function outcomeOf(room: GameRoom): string {
  const answer = room.seat?.answer;
  if (!answer) return 'No answer this time.';
  if (answer.correct === null) return 'Answer locked in. Wait for the reveal.';
  return answer.correct ? `Right! +${answer.points} points.` : 'Not this time.';
}
