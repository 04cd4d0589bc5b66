import {
  type ActivityContent,
  type Answer,
  type GameAnswerKind,
  type GameReveal,
  type GivenGameAnswer,
  gamePlayedQuestionTypes,
  isCorrect,
  type Question,
} from '@sparked/contracts';
import type { StoredGameQuestion } from '../../db/games-schema';
import type { ServerMessage } from '../../i18n/catalogues';

type PlayedQuestion = Extract<Question, { type: (typeof gamePlayedQuestionTypes)[number] }>;

const isPlayed = (question: Question): question is PlayedQuestion =>
  (gamePlayedQuestionTypes as readonly string[]).includes(question.type);

function optionsOf(question: PlayedQuestion): StoredGameQuestion['options'] {
  if (question.type === 'single' || question.type === 'multiple')
    return question.options.map(({ id, text }) => ({ id, text }));
  if (question.type === 'true-false')
    return [
      { id: 'true', text: 'True' },
      { id: 'false', text: 'False' },
    ];
  return [];
}

function correctOptionOf(question: PlayedQuestion): string {
  if (question.type === 'single') return question.correct;
  return question.type === 'true-false' ? String(question.correct) : '';
}

/**
 * The questions of a form a game plays, and how many it leaves out: every kind but ordering,
 * which cannot be answered with a press or a line. The reveal's explanation is the one the author
 * wrote for the question, or else (in questions written before questions had one) the feedback
 * for a right answer.
 */
export function gameQuestionsOf(content: ActivityContent): {
  questions: StoredGameQuestion[];
  leftOut: number;
} {
  if (content.type !== 'form') return { questions: [], leftOut: 0 };
  const played = content.questions.filter(isPlayed);
  return {
    questions: played.map((question) => ({
      prompt: question.prompt,
      options: optionsOf(question),
      correctOptionId: correctOptionOf(question),
      explanation: question.explanation || question.feedback.correct,
      form: question,
    })),
    leftOut: content.questions.length - played.length,
  };
}

export function answerKindOf(question: StoredGameQuestion): GameAnswerKind {
  switch (question.form?.type) {
    case 'multiple':
      return 'options';
    case 'short-answer':
      return 'text';
    case 'number':
      return 'number';
    default:
      return 'option';
  }
}

/** What the reveal shows as right: the options, or the answers a typed one is accepted as. */
export function answerKeyOf(
  question: StoredGameQuestion,
): Pick<GameReveal, 'correctOptionIds' | 'acceptedAnswers'> {
  const { form } = question;
  if (form?.type === 'multiple') return { correctOptionIds: form.correct, acceptedAnswers: [] };
  if (form?.type === 'short-answer')
    return { correctOptionIds: [], acceptedAnswers: form.accepted };
  if (form?.type === 'number')
    return {
      correctOptionIds: [],
      acceptedAnswers: [form.tolerance ? `${form.correct} ± ${form.tolerance}` : `${form.correct}`],
    };
  return { correctOptionIds: [question.correctOptionId], acceptedAnswers: [] };
}

/** Several options are kept in one answer column, by id (ids hold no commas). */
const optionSeparator = ',';

/** A stored answer as a player gave it: the options picked, or the words typed. */
export function givenOf(question: StoredGameQuestion, stored: string) {
  switch (answerKindOf(question)) {
    case 'option':
      return { optionIds: [stored], text: null };
    case 'options':
      return { optionIds: stored.split(optionSeparator), text: null };
    default:
      return { optionIds: [], text: stored };
  }
}

/** The sentences this file answers with (decision 0046). */
const said = {
  notAnOption: /*i18n*/ {
    id: 'games.not-one-of-the-options',
    message: 'That is not one of the question’s options.',
  },
  pressAnOption: /*i18n*/ {
    id: 'games.press-one-of-the-options',
    message: 'Press one of the options.',
  },
  pickOptions: /*i18n*/ {
    id: 'games.pick-one-or-more-options',
    message: 'Pick one or more of the options.',
  },
  pickEachOnce: /*i18n*/ { id: 'games.pick-each-option-once', message: 'Pick each option once.' },
  typeYourAnswer: /*i18n*/ { id: 'games.type-your-answer', message: 'Type your answer.' },
} satisfies Record<string, ServerMessage>;

/**
 * An answer marked as the form marks it (decision 0018): one option, all the right options and
 * no other, or typed words matching an accepted answer (spaces, and case unless the author said
 * otherwise, do not count). Returns the answer as stored and whether it is right, or why it is
 * not an answer to this question.
 */
export function markAnswer(
  question: StoredGameQuestion,
  given: GivenGameAnswer,
): { stored: string; correct: boolean } | { problem: ServerMessage } {
  const ids = new Set(question.options.map((option) => option.id));
  const { form } = question;
  const marked = (stored: string, answer: Answer) => ({
    stored,
    correct: form ? isCorrect(form, answer) : stored === question.correctOptionId,
  });
  switch (answerKindOf(question)) {
    case 'option': {
      const { optionId } = given;
      if (optionId === undefined) return { problem: said.pressAnOption };
      if (!ids.has(optionId)) return { problem: said.notAnOption };
      return marked(optionId, form?.type === 'true-false' ? optionId === 'true' : optionId);
    }
    case 'options': {
      const { optionIds } = given;
      if (optionIds === undefined) return { problem: said.pickOptions };
      if (!optionIds.every((id) => ids.has(id))) return { problem: said.notAnOption };
      if (new Set(optionIds).size !== optionIds.length) return { problem: said.pickEachOnce };
      return marked([...optionIds].sort().join(optionSeparator), optionIds);
    }
    default: {
      const { text } = given;
      if (text === undefined) return { problem: said.typeYourAnswer };
      return marked(text, text);
    }
  }
}
