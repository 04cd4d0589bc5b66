import type { GameHistoryEntry, GameRoom } from '@sparked/contracts';
import type { LiveStatus } from '@sparked/features/games';
import { ordinal } from '@sparked/features/leagues';

/** What a finished or running game left a player or host with, in a line. */
export function historyLine(entry: GameHistoryEntry): string {
  const people = `${entry.playerCount} ${entry.playerCount === 1 ? 'player' : 'players'}`;
  if (entry.role === 'host') return `You hosted · ${people}`;
  const score = entry.score ?? 0;
  const points = `${score} ${score === 1 ? 'point' : 'points'}`;
  if (entry.game === 'password') return `Your team came ${ordinal(entry.rank ?? 0)} · ${points}`;
  return `${ordinal(entry.rank ?? 0)} of ${entry.playerCount} · ${points}`;
}

/** What the player's screen says about their answer once it is known. */
export function outcomeOf(room: GameRoom): string {
  const answer = room.seat?.answer;
  if (!answer) return 'No answer this time.';
  if (answer.correct === null) return 'Answer locked in. Wait for the reveal.';
  return answer.correct ? `Right! +${answer.points} points.` : 'Not this time.';
}

/** What a room's screen says about its live connection, if anything. */
export function liveStatusText(live: { status: LiveStatus; refusal: string | null }): string {
  if (live.refusal) return live.refusal;
  if (live.status === 'connecting') return 'Connecting…';
  return live.status === 'reconnecting' ? 'Connection lost. Reconnecting…' : '';
}
