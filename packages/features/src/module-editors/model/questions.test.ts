import { describe, expect, it } from 'vitest';
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
