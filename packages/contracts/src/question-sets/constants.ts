// A question set typed by a teacher, in the Aiken format Moodle and most quiz tools import and
// export (decision 0019). Schema-free, so the host's form can read it as it is typed.
//
//   Which planet is closest to the Sun?
//   A. Mercury
//   B. Venus
//   ANSWER: A
//   WHY: Mercury orbits at about 58 million km.   (optional, Sparked's addition: the reveal)

import { type Sentence, sentence } from '../shared/issue-text';

export const questionSetLimits = {
  maxQuestions: 50,
  minOptions: 2,
  maxOptions: 6,
  maxPromptLength: 500,
  maxOptionLength: 200,
  maxExplanationLength: 500,
  maxTextLength: 30_000,
} as const;

export interface QuestionSetQuestion {
  prompt: string;
  options: { id: string; text: string }[];
  correctOptionId: string;
  explanation: string;
}

export interface QuestionSetReading {
  questions: QuestionSetQuestion[];
  /** What stops the set being played, by line: "Line 4: …". Empty when it can be. */
  problems: Sentence[];
}

const optionLine = /^([A-Z])[.)]\s+(.+)$/;
const answerLine = /^ANSWER:\s*([A-Z])\s*$/i;
const whyLine = /^WHY:\s*(.*)$/i;

interface Draft {
  line: number;
  prompt: string;
  options: { id: string; text: string }[];
  answer?: string;
  explanation: string;
}

function finish(draft: Draft, problems: Sentence[]): QuestionSetQuestion | null {
  const { line } = draft;
  const { options } = draft;
  const before = problems.length;
  if (draft.prompt.length > questionSetLimits.maxPromptLength)
    problems.push(
      sentence(
        /*i18n*/ {
          id: 'question-sets.question-too-long',
          message: 'Line {line}: a question is at most {max} characters.',
          values: { line, max: questionSetLimits.maxPromptLength },
        },
      ),
    );
  if (
    options.length < questionSetLimits.minOptions ||
    options.length > questionSetLimits.maxOptions
  )
    problems.push(
      sentence(
        /*i18n*/ {
          id: 'question-sets.give-options',
          message: 'Line {line}: give {min} to {max} options, A. B. and so on.',
          values: { line, min: questionSetLimits.minOptions, max: questionSetLimits.maxOptions },
        },
      ),
    );
  if (options.some((option) => option.text.length > questionSetLimits.maxOptionLength))
    problems.push(
      sentence(
        /*i18n*/ {
          id: 'question-sets.option-too-long',
          message: 'Line {line}: an option is at most {max} characters.',
          values: { line, max: questionSetLimits.maxOptionLength },
        },
      ),
    );
  const correct = options.find((option) => option.id === draft.answer);
  if (!draft.answer)
    problems.push(
      sentence(
        /*i18n*/ {
          id: 'question-sets.end-with-answer',
          message: 'Line {line}: end the question with ANSWER: and the right letter.',
          values: { line },
        },
      ),
    );
  else if (!correct)
    problems.push(
      sentence(
        /*i18n*/ {
          id: 'question-sets.answer-not-an-option',
          message: 'Line {line}: ANSWER: {letter} is not one of its options.',
          values: { line, letter: draft.answer },
        },
      ),
    );
  if (!correct || problems.length > before) return null;
  return {
    prompt: draft.prompt,
    options,
    correctOptionId: correct.id,
    explanation: draft.explanation.slice(0, questionSetLimits.maxExplanationLength),
  };
}

/** Reads a question set; every problem is reported, so a teacher can fix them in one go. */
export function readQuestionSet(text: string): QuestionSetReading {
  const questions: QuestionSetQuestion[] = [];
  const problems: Sentence[] = [];
  if (text.length > questionSetLimits.maxTextLength)
    return {
      questions,
      problems: [
        sentence(
          /*i18n*/ {
            id: 'question-sets.too-long-to-read',
            message: 'The question set is too long to read.',
          },
        ),
      ],
    };
  let draft: Draft | null = null;
  const close = () => {
    if (!draft) return;
    const question = finish(draft, problems);
    if (question) questions.push(question);
    draft = null;
  };
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    const number = index + 1;
    if (!line) return;
    const option = optionLine.exec(line);
    const answer = answerLine.exec(line);
    const why = whyLine.exec(line);
    if (draft && draft.answer === undefined && option) {
      draft.options.push({ id: option[1] as string, text: (option[2] as string).trim() });
    } else if (draft && draft.answer === undefined && answer) {
      draft.answer = (answer[1] as string).toUpperCase();
    } else if (draft && draft.answer !== undefined && why) {
      draft.explanation = (why[1] as string).trim();
    } else if (draft && draft.answer === undefined && draft.options.length === 0) {
      // A question may run over several lines before its first option.
      draft.prompt = `${draft.prompt} ${line}`;
    } else {
      close();
      draft = { line: number, prompt: line, options: [], explanation: '' };
    }
  });
  close();
  if (questions.length === 0 && problems.length === 0)
    problems.push(
      sentence(
        /*i18n*/ {
          id: 'question-sets.write-a-question',
          message: 'Write at least one question, its options and ANSWER: line.',
        },
      ),
    );
  if (questions.length > questionSetLimits.maxQuestions)
    problems.push(
      sentence(
        /*i18n*/ {
          id: 'question-sets.too-many-questions',
          message: 'A game has at most {max} questions.',
          values: { max: questionSetLimits.maxQuestions },
        },
      ),
    );
  return { questions, problems };
}
