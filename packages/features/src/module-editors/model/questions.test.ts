import { describe, expect, it } from 'vitest';
import { newQuestion, questionProblem, questionTypes, withType } from './questions';

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

describe('withType', () => {
  it('keeps the wording, points, feedback and options when the kind changes', () => {
    const single = {
      ...newQuestion('single'),
      prompt: 'Which gases do leaves exchange?',
      points: 2,
      feedback: { correct: 'Yes.', incorrect: 'Look at the stomata.' },
    };
    const multiple = withType(single, 'multiple');
    expect(multiple).toMatchObject({
      id: single.id,
      prompt: single.prompt,
      points: 2,
      feedback: single.feedback,
      type: 'multiple',
      options: single.type === 'single' ? single.options : [],
    });
    expect(questionProblem(multiple)).toBeNull();
    for (const type of questionTypes)
      expect(withType(multiple, type)).toMatchObject({ type, prompt: single.prompt });
  });
});
