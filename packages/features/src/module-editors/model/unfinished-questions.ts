import {
  type ActivityContent,
  type Question,
  questionSchema,
  type UnfinishedQuestion,
} from '@sparked/contracts';

type Form = Extract<ActivityContent, { type: 'form' }>;

/**
 * Stored content as the editor holds it: a form lists its unfinished questions back in their
 * places among the finished ones, each shown the same way, with what is missing.
 */
export function editableContent(content: ActivityContent): ActivityContent {
  if (content.type !== 'form') return content;
  const { unfinished, ...rest } = content;
  if (!unfinished?.length) return rest;
  const questions = [...content.questions];
  for (const { at, question } of [...unfinished].sort((a, b) => a.at - b.at)) {
    questions.splice(Math.min(at, questions.length), 0, question as Question);
  }
  return { ...rest, questions };
}

/**
 * The form as it is saved: questions the contract accepts, and the unfinished ones kept beside
 * them with their places, so a reload brings them back while learners only ever get finished ones.
 */
export function splitUnfinished(form: Form): Form {
  const questions: Question[] = [];
  const unfinished: { at: number; question: UnfinishedQuestion }[] = [];
  form.questions.forEach((question, at) => {
    if (questionSchema.safeParse(question).success) questions.push(question);
    else unfinished.push({ at, question: question as UnfinishedQuestion });
  });
  const { unfinished: _saved, ...rest } = form;
  return unfinished.length ? { ...rest, questions, unfinished } : { ...rest, questions };
}
