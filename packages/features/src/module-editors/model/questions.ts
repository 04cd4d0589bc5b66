import { msg, t } from '@lingui/core/macro';
import { type Question, questionSchema } from '@sparked/contracts';
import { translatedRecord } from '@sparked/i18n';

export type QuestionType = Question['type'];

export const questionTypes = [
  'single',
  'multiple',
  'true-false',
  'short-answer',
  'number',
  'ordering',
] as const satisfies readonly QuestionType[];

export const questionTypeLabels = translatedRecord<QuestionType>({
  single: msg`Single choice`,
  multiple: msg`Multiple choice`,
  'true-false': msg`True or false`,
  'short-answer': msg`Short answer`,
  number: msg`Number`,
  ordering: msg`Ordering`,
});

const newId = () => crypto.randomUUID();
const option = (text: string) => ({ id: newId(), text });

/** A new question of `type` with an empty prompt, sensible options and one point. */
export function newQuestion(type: QuestionType): Question {
  const base = {
    id: newId(),
    prompt: '',
    points: 1,
    feedback: { correct: '', incorrect: '' },
  };
  switch (type) {
    case 'single': {
      const options = [option('Option 1'), option('Option 2')];
      return { ...base, type, options, correct: options[0]?.id ?? '' };
    }
    case 'multiple': {
      const options = [option('Option 1'), option('Option 2')];
      return { ...base, type, options, correct: [options[0]?.id ?? ''] };
    }
    case 'true-false':
      return { ...base, type, correct: true };
    case 'short-answer':
      return { ...base, type, accepted: [''], caseSensitive: false };
    case 'number':
      return { ...base, type, correct: 0, tolerance: 0 };
    case 'ordering':
      return { ...base, type, items: [option('First'), option('Second')] };
  }
}

/**
 * `record` with `key` holding `text`, or without `key` when `text` is empty: feedback left empty
 * is not stored, so a question nobody wrote feedback for stays as it was.
 */
export function withOptionalText<T extends object>(
  record: T,
  key: keyof T & string,
  text: string,
): T {
  const { [key]: _left, ...rest } = record;
  return (text ? { ...rest, [key]: text } : rest) as T;
}

/**
 * The question as another kind: its wording, points, feedback and explanation stay, and so do its
 * options between choice and ordering kinds (an ordering item has no feedback of its own); the
 * answer starts afresh.
 */
export function withType(question: Question, type: QuestionType): Question {
  if (type === question.type) return question;
  const { id, prompt, points, feedback, explanation } = question;
  const fresh = withOptionalText(
    { ...newQuestion(type), id, prompt, points, feedback },
    'explanation',
    explanation ?? '',
  );
  const choices =
    question.type === 'single' || question.type === 'multiple'
      ? question.options
      : question.type === 'ordering'
        ? question.items
        : null;
  if (!choices) return fresh;
  switch (fresh.type) {
    case 'single':
      return { ...fresh, options: choices, correct: choices[0]?.id ?? '' };
    case 'multiple':
      return {
        ...fresh,
        options: choices,
        correct: choices.slice(0, 1).map((choice) => choice.id),
      };
    case 'ordering':
      return { ...fresh, items: choices.map(({ id: itemId, text }) => ({ id: itemId, text })) };
    default:
      return fresh;
  }
}

/** Whether the contract accepts the question: what is still missing, or null. */
export function questionProblem(question: Question): string | null {
  const parsed = questionSchema.safeParse(question);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? t`Something is missing.`);
}
