import type {
  GameQuestion,
  GameReveal,
  GameRoom,
  GameSeat,
  GameStanding,
} from '@sparked/contracts';
import { answerKeyOf, answerKindOf, givenOf } from './game-questions';
import type { CurrentAnswer, GamePlayerRow, GameRoomRow, RoomRows } from './repository';
import { ranked } from './scoring';

/** Players see the top of the board; the host sees everyone. */
const shownToPlayers = 5;

type RankedPlayer = GamePlayerRow & { rank: number };

/** A room's rows made ready for its viewers once: ranked, answers by player. */
export interface RoomSnapshot {
  room: GameRoomRow;
  standings: RankedPlayer[];
  answers: Map<string, CurrentAnswer>;
}

export const snapshotOf = ({ room, players, answers }: RoomRows): RoomSnapshot => ({
  room,
  standings: ranked(players),
  answers: new Map(answers.map((answer) => [answer.playerId, answer])),
});

function questionView(room: GameRoomRow, index: number, startedAt: Date | null) {
  const question = room.questions[index];
  if (!question || !startedAt) return null;
  return {
    index,
    prompt: question.prompt,
    answerKind: answerKindOf(question),
    options: question.options,
    seconds: room.secondsPerQuestion,
    startedAt: startedAt.toISOString(),
  } satisfies GameQuestion;
}

function revealOf(snapshot: RoomSnapshot, index: number, withCounts: boolean): GameReveal | null {
  const question = snapshot.room.questions[index];
  if (!question) return null;
  const counts: Record<string, number> = {};
  if (withCounts) {
    for (const option of question.options) counts[option.id] = 0;
    for (const answer of snapshot.answers.values())
      for (const id of givenOf(question, answer.optionId).optionIds)
        if (id in counts) counts[id] = (counts[id] ?? 0) + 1;
  }
  return { ...answerKeyOf(question), explanation: question.explanation, counts };
}

const standingOf = (player: RankedPlayer): GameStanding => ({
  playerId: player.id,
  nickname: player.nickname,
  score: player.score,
  rank: player.rank,
  answered: player.answered,
  correct: player.correct,
});

/**
 * The room as one viewer sees it, or undefined when they are neither its host nor a player.
 * Nothing a viewer should not know leaves here: the right answer only from its reveal, other
 * players' answers never, and only nicknames.
 */
export function presentRoom(
  snapshot: RoomSnapshot,
  userId: string,
  joinQrSvg: string | null,
  now: Date,
): GameRoom | undefined {
  const { room } = snapshot;
  const isHost = room.hostId === userId;
  const { standings } = snapshot;
  const mine = standings.find((player) => player.userId === userId);
  if (!isHost && !mine) return undefined;

  const live = room.mode === 'live';
  const ended = room.phase === 'podium';
  const liveIndex = ['question', 'reveal', 'scoreboard'].includes(room.phase)
    ? room.questionIndex
    : -1;
  const answer = mine && snapshot.answers.get(mine.id);
  const answerShown = live ? room.phase !== 'question' : true;
  // Current answers are to the room's question (live) or the player's own (self-paced).
  const answeredQuestion = room.questions[live ? room.questionIndex : (mine?.questionIndex ?? -1)];

  let question: GameQuestion | null = null;
  let reveal: GameReveal | null = null;
  if (live) {
    question = questionView(room, liveIndex, room.questionStartedAt);
    if (room.phase === 'reveal') reveal = revealOf(snapshot, liveIndex, true);
  } else if (mine && !ended) {
    question = questionView(room, mine.questionIndex, mine.questionStartedAt);
    if (answer) reveal = revealOf(snapshot, mine.questionIndex, false);
  }

  const seat: GameSeat | null = mine
    ? {
        playerId: mine.id,
        nickname: mine.nickname,
        score: mine.score,
        rank: mine.rank,
        answer:
          answer && answeredQuestion
            ? {
                ...givenOf(answeredQuestion, answer.optionId),
                correct: answerShown ? answer.correct : null,
                points: answerShown ? answer.points : null,
              }
            : null,
        finished: !live && mine.answered >= room.questions.length,
        experience: mine.experience,
      }
    : null;

  const boardShown = isHost || ended || room.phase === 'scoreboard' || !live;
  return {
    id: room.id,
    pin: room.pin,
    title: room.title,
    mode: room.mode,
    phase: room.phase,
    step: room.step,
    competition: room.competition,
    questionCount: room.questions.length,
    secondsPerQuestion: room.secondsPerQuestion,
    closesAt: room.closesAt?.toISOString() ?? null,
    question,
    reveal,
    playerCount: standings.length,
    answeredCount: live && isHost ? snapshot.answers.size : 0,
    standings: boardShown
      ? standings.slice(0, isHost ? undefined : shownToPlayers).map(standingOf)
      : [],
    isHost,
    seat,
    joinQrSvg: isHost && !ended ? joinQrSvg : null,
    serverTime: now.toISOString(),
  };
}
