import type { GivenGameAnswer } from '@sparked/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { StoredGameQuestion } from '../db/games-schema';
import { gameAnswers, gamePlayers, gameRooms, moduleActivities } from '../db/schema';
import {
  answerKeyOf,
  answerKindOf,
  gameQuestionsOf,
  markAnswer,
} from '../modules/games/game-questions';
import { drawNickname } from '../modules/games/nicknames';
import { pointsFor } from '../modules/games/scoring';

const secondsPerQuestion = 20;

/** What a demo player gives: the answer key, or something else of the right kind. */
function demoAnswer(question: StoredGameQuestion, right: boolean): GivenGameAnswer {
  const { correctOptionIds, acceptedAnswers } = answerKeyOf(question);
  const wrongOption = question.options.find((option) => !correctOptionIds.includes(option.id));
  switch (answerKindOf(question)) {
    case 'option':
      return { optionId: right ? correctOptionIds[0] : wrongOption?.id };
    case 'options':
      return { optionIds: right ? correctOptionIds : [wrongOption?.id ?? ''] };
    case 'number':
      return { text: right ? (acceptedAnswers[0] ?? '').split(' ')[0] : '-1' };
    default:
      return { text: right ? acceptedAnswers[0] : 'I am not sure' };
  }
}

/**
 * A finished live game the demo facilitator hosted from the Photosynthesis quiz yesterday, with
 * the demo student and classmates as players, so the game arena's recent games, a podium and a
 * results file show on first start. Each player answered in their own way and speed. It credits
 * no experience: that would land in this week's ledger and move the demo league.
 */
export async function seedDemoGames(
  db: Database,
  ids: { host: string; module: string; players: readonly string[] },
) {
  const [form] = await db
    .select()
    .from(moduleActivities)
    .where(and(eq(moduleActivities.moduleId, ids.module), eq(moduleActivities.type, 'form')));
  const questions = form ? gameQuestionsOf(form.content).questions : [];
  if (!form || questions.length === 0) return;
  const playedAt = new Date(Date.now() - 86_400_000);
  const [room] = await db
    .insert(gameRooms)
    .values({
      pin: '000000',
      hostId: ids.host,
      activityId: form.id,
      title: form.title,
      mode: 'live',
      phase: 'podium',
      step: questions.length * 3 + 1,
      questionIndex: questions.length - 1,
      secondsPerQuestion,
      questions,
      createdAt: playedAt,
      movedAt: playedAt,
      endedAt: playedAt,
    })
    .returning();
  if (!room) return;
  const taken = new Set<string>();
  for (const [seat, userId] of ids.players.entries()) {
    const nickname = drawNickname(taken);
    taken.add(nickname);
    const answers = questions.map((question, index) => {
      // The first player knows it all and is quick; each next one slower and wrong more often.
      const marked = markAnswer(question, demoAnswer(question, (index + seat) % (seat + 2) !== 1));
      const { stored, correct } = 'problem' in marked ? { stored: '', correct: false } : marked;
      const elapsedMs = 2000 + seat * 2500 + index * 300;
      return {
        questionIndex: index,
        optionId: stored,
        correct,
        points: pointsFor(correct, elapsedMs, secondsPerQuestion),
      };
    });
    const score = answers.reduce((sum, answer) => sum + answer.points, 0);
    const [player] = await db
      .insert(gamePlayers)
      .values({
        roomId: room.id,
        userId,
        nickname,
        score,
        answered: answers.length,
        correct: answers.filter((answer) => answer.correct).length,
        joinedAt: playedAt,
      })
      .returning();
    if (!player) continue;
    await db
      .insert(gameAnswers)
      .values(answers.map((answer) => ({ ...answer, playerId: player.id, roomId: room.id })));
  }
}
