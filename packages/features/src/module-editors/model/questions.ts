import { msg, t } from '@lingui/core/macro';
import { type Question, questionSchema } from '@sparked/contracts';
import { translatedRecord } from '@sparked/i18n';
import { issueSentence } from '../../api-client';

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
  single: msg({ message: 'Single choice', comment: 'A kind of question.' }),
  multiple: msg({ message: 'Multiple choice', comment: 'A kind of question.' }),
  'true-false': msg({ message: 'True or false', comment: 'A kind of question.' }),
  'short-answer': msg({ message: 'Short answer', comment: 'A kind of question.' }),
  number: msg({ message: 'Number', comment: 'A kind of question. Answered with a number.' }),
  ordering: msg({ message: 'Ordering', comment: 'A kind of question. Put items in order.' }),
});

const newId = () => crypto.randomUUID();
const option = (text: string) => ({ id: newId(), text });
/** The two options a new choice question starts with, for the author to rewrite. */
const twoOptions = () => [1, 2].map((n) => option(t`Option ${n}`));

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
      const options = twoOptions();
      return { ...base, type, options, correct: options[0]?.id ?? '' };
    }
    case 'multiple': {
      const options = twoOptions();
      return { ...base, type, options, correct: [options[0]?.id ?? ''] };
    }
    case 'true-false':
      return { ...base, type, correct: true };
    case 'short-answer':
      return { ...base, type, accepted: [''], caseSensitive: false };
    case 'number':
      return { ...base, type, correct: 0, tolerance: 0 };
    case 'ordering':
      return {
        ...base,
        type,
        items: [
          option(t({ message: 'First', comment: 'The first item of a new ordering question.' })),
          option(t({ message: 'Second', comment: 'The second item of a new ordering question.' })),
        ],
      };
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
  if (parsed.success) return null;
  const [first] = parsed.error.issues;
  return first ? issueSentence(first) : t`Something is missing.`;
}
