import { plural, t } from '@lingui/core/macro';
import type {
  GameHistoryEntry,
  GameQuestion,
  GameReveal,
  GameRoom,
  GameSeat,
} from '@sparked/contracts';
import type { LiveStatus } from '@sparked/features/games';
import { ordinal } from '@sparked/features/leagues';
import { i18n } from '@sparked/i18n';

/** What a finished or running game left a player or host with, in a line. */
export function historyLine(entry: GameHistoryEntry): string {
  const people = plural(entry.playerCount, { one: '# player', other: '# players' });
  if (entry.role === 'host') return t`You hosted · ${people}`;
  const scored = points(entry.score ?? 0);
  const place = ordinal(entry.rank ?? 0);
  if (entry.game === 'password') return t`Your team came ${place} · ${scored}`;
  const count = entry.playerCount;
  return t`${place} of ${count} · ${scored}`;
}

/** A score in points, its digits ungrouped as the scoreboard shows them ("2450 points"). */
const points = (count: number) => {
  const shown = String(count);
  return plural(count, { one: `${shown} point`, other: `${shown} points` });
};

/** A text as a sentence of its own: a prompt may end in its own full stop or question mark. */
const sentence = (text: string) => (/[.?!]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** What the player's screen says about their answer once it is known. */
export function outcomeOf(room: GameRoom): string {
  const answer = room.seat?.answer;
  if (!answer) return t`No answer this time.`;
  if (answer.correct === null) return t`Answer locked in. Wait for the reveal.`;
  const scored = points(answer.points ?? 0);
  return answer.correct ? t`Right! +${scored}.` : t`Not this time.`;
}

/** A player's place on the scoreboard. */
export const placeLine = (seat: GameSeat) => {
  const place = ordinal(seat.rank);
  const scored = points(seat.score);
  return t`You are ${place} with ${scored}.`;
};

/** A player's place when the game is over, and the experience it gave. */
export const finishLine = (seat: GameSeat) => {
  const place = ordinal(seat.rank);
  const scored = points(seat.score);
  const experience = seat.experience;
  return experience
    ? t`You finished ${place} with ${scored} and earned ${experience} experience.`
    : t`You finished ${place} with ${scored}.`;
};

/** A self-paced player's summary once every question is played. */
export const playedEveryLine = (seat: GameSeat) => {
  const place = ordinal(seat.rank);
  const scored = points(seat.score);
  const experience = seat.experience;
  return experience
    ? t`You have played every question: ${scored}, ${place} so far, and ${experience} experience earned.`
    : t`You have played every question: ${scored}, ${place} so far.`;
};

/** A list joined with "and" or "or", in the language shown (the pseudo-locales are English's). */
const listFormat = (type: Intl.ListFormatType) =>
  new Intl.ListFormat(i18n.locale.startsWith('en') ? 'en' : i18n.locale, { type });

/** The reveal in words: the right options, or the typed answers accepted. */
function answerWas(question: GameQuestion, reveal: GameReveal): string {
  const right = question.options
    .filter((option) => reveal.correctOptionIds.includes(option.id))
    .map((option) => option.text);
  if (right.length > 1) {
    const all = listFormat('conjunction').format(right);
    return t`The answers were ${all}.`;
  }
  const answers = right.length ? right : reveal.acceptedAnswers;
  if (!answers.length) return '';
  const answer = sentence(listFormat('disjunction').format(answers));
  return t`The answer was ${answer}`;
}

function verdict(answer: GameSeat['answer']): string {
  if (!answer) return t`You did not answer.`;
  const scored = points(answer.points ?? 0);
  return answer.correct ? t`You were right, +${scored}.` : t`You were wrong, no points this time.`;
}

/**
 * What a game master player hears as the room changes (issue 42): each question as it starts,
 * their answer locked in, the reveal and how they did, their place on the scoreboard and at the
 * end. Said by the stage's one live region (`StageAnnouncer`), with the timer's moments between.
 */
export function playerAnnouncement(room: GameRoom): string {
  const { seat, question } = room;
  if (!seat) return '';
  if (room.phase === 'lobby') {
    const joined = room.playerCount;
    return t`Waiting for the host to start. ${joined} joined.`;
  }
  if (room.phase === 'scoreboard') return placeLine(seat);
  if (room.phase === 'podium') return finishLine(seat);
  if (!question) return '';
  if (room.reveal) {
    const result = `${answerWas(question, room.reveal)} ${verdict(seat.answer)}`.trim();
    return seat.finished ? `${result} ${playedEveryLine(seat)}` : result;
  }
  if (seat.answer) return outcomeOf(room);
  const number = question.index + 1;
  const count = room.questionCount;
  const prompt = sentence(question.prompt);
  const seconds = question.seconds;
  return t`Question ${number} of ${count} started: ${prompt} ${seconds} seconds.`;
}

/** What a room's screen says about its live connection, if anything. */
export function liveStatusText(live: { status: LiveStatus; refusal: string | null }): string {
  if (live.refusal) return live.refusal;
  if (live.status === 'connecting') return t`Connecting…`;
  return live.status === 'reconnecting' ? t`Connection lost. Reconnecting…` : '';
}
