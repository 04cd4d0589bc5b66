import type { Answer } from '../learning/schemas';
import type { Question } from '../module-content/schemas';

/** What the author wrote for one option the learner chose (for true-false: "true" or "false"). */
export interface ChosenFeedback {
  optionId: string;
  feedback: string;
}

export interface QuestionResult {
  id: string;
  correct: boolean;
  points: number;
  feedback: string;
  /** The chosen options' feedback, in the options' order; absent in markings made before it. */
  optionFeedback?: ChosenFeedback[];
  /** Why the right answer is right ('' when the author gave none); absent in older markings. */
  explanation?: string;
}

const normalise = (text: string, caseSensitive: boolean) => {
  const squeezed = text.trim().replace(/\s+/g, ' ');
  return caseSensitive ? squeezed : squeezed.toLowerCase();
};

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set(a).size === a.length && a.every((id) => b.includes(id));

/** Whether an answer is right; an answer of the wrong shape is simply wrong, never an error. */
export function isCorrect(question: Question, answer: Answer | undefined): boolean {
  switch (question.type) {
    case 'single':
      return answer === question.correct;
    case 'multiple':
      return Array.isArray(answer) && sameSet(answer, question.correct);
    case 'true-false':
      return answer === question.correct;
    case 'short-answer':
      return (
        typeof answer === 'string' &&
        question.accepted.some(
          (accepted) =>
            normalise(accepted, question.caseSensitive) ===
            normalise(answer, question.caseSensitive),
        )
      );
    case 'number': {
      const value = typeof answer === 'string' ? Number(answer.replace(',', '.')) : answer;
      return (
        typeof value === 'number' &&
        Number.isFinite(value) &&
        Math.abs(value - question.correct) <= question.tolerance + 1e-9
      );
    }
    case 'ordering':
      return (
        Array.isArray(answer) &&
        answer.length === question.items.length &&
        question.items.every((item, index) => answer[index] === item.id)
      );
  }
}

/** The feedback of each option the answer picks that has some; other kinds have no options. */
function optionFeedbackOf(question: Question, answer: Answer | undefined): ChosenFeedback[] {
  if (question.type === 'true-false') {
    const feedback = typeof answer === 'boolean' ? question.answerFeedback?.[`${answer}`] : '';
    return feedback ? [{ optionId: String(answer), feedback }] : [];
  }
  if (question.type !== 'single' && question.type !== 'multiple') return [];
  const chosen = Array.isArray(answer) ? answer : [answer];
  return question.options.flatMap(({ id, feedback }) =>
    feedback && chosen.includes(id) ? [{ optionId: id, feedback }] : [],
  );
}

export function gradeQuestion(question: Question, answer: Answer | undefined): QuestionResult {
  const correct = isCorrect(question, answer);
  return {
    id: question.id,
    correct,
    points: correct ? question.points : 0,
    feedback: correct ? question.feedback.correct : question.feedback.incorrect,
    optionFeedback: optionFeedbackOf(question, answer),
    explanation: question.explanation ?? '',
  };
}

/** A form's answers marked: each question, the total and the percentage (0 when worth nothing). */
export function gradeForm(
  questions: readonly Question[],
  answers: Readonly<Record<string, Answer>>,
) {
  const results = questions.map((question) => gradeQuestion(question, answers[question.id]));
  const score = results.reduce((sum, result) => sum + result.points, 0);
  const maxScore = questions.reduce((sum, question) => sum + question.points, 0);
  const percent = maxScore === 0 ? 100 : Math.round((score / maxScore) * 1000) / 10;
  return { results, score, maxScore, percent };
}
