import { activityContentSchema } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { savableContent } from './blocks';
import { newQuestion } from './questions';
import { editableContent } from './unfinished-questions';

describe('a form’s unfinished questions', () => {
  const done = { ...newQuestion('true-false'), prompt: 'Plants need light.' };
  const empty = newQuestion('number');
  const choice = newQuestion('single');
  const oneOption = { ...choice, prompt: 'Which gas?', options: choice.options.slice(0, 1) };
  const settings = { passMark: 60, attempts: null, shuffle: false };
  const editing = { type: 'form' as const, questions: [empty, done, oneOption], ...settings };

  it('are saved apart from the questions learners get, each with its place', () => {
    const saved = savableContent(editing);
    expect(saved).toEqual({
      type: 'form',
      questions: [done],
      unfinished: [
        { at: 0, question: empty },
        { at: 2, question: oneOption },
      ],
      ...settings,
    });
    expect(activityContentSchema.safeParse(saved).success).toBe(true);
  });

  it('come back in their places when the form is opened again', () => {
    expect(editableContent(savableContent(editing))).toEqual(editing);
    const finished = { type: 'form' as const, questions: [done], ...settings };
    expect(savableContent(finished)).toEqual(finished);
    expect(editableContent(finished)).toEqual(finished);
  });
});
