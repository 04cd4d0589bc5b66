import type {
  GameHistoryEntry,
  GameQuestion,
  GameReveal,
  GameRoom,
  GameSeat,
} from '@sparked/contracts';
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

const points = (count: number) => `${count} ${count === 1 ? 'point' : 'points'}`;

/** A text as a sentence of its own: a prompt may end in its own full stop or question mark. */
const sentence = (text: string) => (/[.?!]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** What the player's screen says about their answer once it is known. */
export function outcomeOf(room: GameRoom): string {
  const answer = room.seat?.answer;
  if (!answer) return 'No answer this time.';
  if (answer.correct === null) return 'Answer locked in. Wait for the reveal.';
  return answer.correct ? `Right! +${points(answer.points ?? 0)}.` : 'Not this time.';
}

/** A player's place on the scoreboard. */
export const placeLine = (seat: GameSeat) =>
  `You are ${ordinal(seat.rank)} with ${points(seat.score)}.`;

/** A player's place when the game is over, and the experience it gave. */
export const finishLine = (seat: GameSeat) =>
  `You finished ${ordinal(seat.rank)} with ${points(seat.score)}${
    seat.experience ? ` and earned ${seat.experience} experience.` : '.'
  }`;

/** A self-paced player's summary once every question is played. */
export const playedEveryLine = (seat: GameSeat) =>
  `You have played every question: ${points(seat.score)}, ${ordinal(seat.rank)} so far${
    seat.experience ? `, and ${seat.experience} experience earned.` : '.'
  }`;

const both = new Intl.ListFormat('en', { type: 'conjunction' });
const either = new Intl.ListFormat('en', { type: 'disjunction' });

/** The reveal in words: the right options, or the typed answers accepted. */
function answerWas(question: GameQuestion, reveal: GameReveal): string {
  const right = question.options
    .filter((option) => reveal.correctOptionIds.includes(option.id))
    .map((option) => option.text);
  if (right.length > 1) return `The answers were ${both.format(right)}.`;
  const answers = right.length ? right : reveal.acceptedAnswers;
  return answers.length ? `The answer was ${sentence(either.format(answers))}` : '';
}

function verdict(answer: GameSeat['answer']): string {
  if (!answer) return 'You did not answer.';
  return answer.correct
    ? `You were right, +${points(answer.points ?? 0)}.`
    : 'You were wrong, no points this time.';
}

/**
 * What a game master player hears as the room changes (issue 42): each question as it starts,
 * their answer locked in, the reveal and how they did, their place on the scoreboard and at the
 * end. Said by the stage's one live region (`StageAnnouncer`), with the timer's moments between.
 */
export function playerAnnouncement(room: GameRoom): string {
  const { seat, question } = room;
  if (!seat) return '';
  if (room.phase === 'lobby') return `Waiting for the host to start. ${room.playerCount} joined.`;
  if (room.phase === 'scoreboard') return placeLine(seat);
  if (room.phase === 'podium') return finishLine(seat);
  if (!question) return '';
  if (room.reveal) {
    const result = `${answerWas(question, room.reveal)} ${verdict(seat.answer)}`.trim();
    return seat.finished ? `${result} ${playedEveryLine(seat)}` : result;
  }
  if (seat.answer) return outcomeOf(room);
  return `Question ${question.index + 1} of ${room.questionCount} started: ${sentence(
    question.prompt,
  )} ${question.seconds} seconds.`;
}

/** What a room's screen says about its live connection, if anything. */
export function liveStatusText(live: { status: LiveStatus; refusal: string | null }): string {
  if (live.refusal) return live.refusal;
  if (live.status === 'connecting') return 'Connecting…';
  return live.status === 'reconnecting' ? 'Connection lost. Reconnecting…' : '';
}
