import type { ActivityContent } from '@sparked/contracts';
import type { StoredGameQuestion } from '../../db/games-schema';

/**
 * The questions of a form a quiz can ask: single-answer and true-or-false ones (one right option,
 * shown as buttons). The reveal's explanation is the feedback the author wrote for a right answer.
 */
export function gameQuestionsOf(content: ActivityContent): StoredGameQuestion[] {
  if (content.type !== 'form') return [];
  return content.questions.flatMap((question): StoredGameQuestion[] => {
    const explanation = question.feedback.correct;
    if (question.type === 'single')
      return [
        {
          prompt: question.prompt,
          options: question.options.map(({ id, text }) => ({ id, text })),
          correctOptionId: question.correct,
          explanation,
        },
      ];
    if (question.type === 'true-false')
      return [
        {
          prompt: question.prompt,
          options: [
            { id: 'true', text: 'True' },
            { id: 'false', text: 'False' },
          ],
          correctOptionId: String(question.correct),
          explanation,
        },
      ];
    return [];
  });
}
