import { describe, expect, it } from 'vitest';
import { savableContent } from './blocks';
import { newQuestion, questionProblem, questionTypes } from './questions';

describe('newQuestion', () => {
  it('only needs a prompt (and an accepted answer) to be complete', () => {
    for (const type of questionTypes) {
      const question = { ...newQuestion(type), prompt: 'Why is the sky blue?' };
      const complete =
        question.type === 'short-answer' ? { ...question, accepted: ['scattering'] } : question;
      expect(questionProblem(complete), type).toBeNull();
    }
  });

  it('says what is missing', () => {
    expect(questionProblem(newQuestion('single'))).toBe('The question cannot be empty.');
  });
});

describe('savableContent of a form', () => {
  it('leaves unfinished questions out of the save', () => {
    const done = { ...newQuestion('true-false'), prompt: 'Plants need light.' };
    const content = {
      type: 'form' as const,
      questions: [done, newQuestion('number')],
      passMark: 60,
      attempts: null,
      shuffle: false,
    };
    expect(savableContent(content)).toEqual({ ...content, questions: [done] });
  });
});
