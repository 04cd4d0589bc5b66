import { activityContentSchema } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { localMarking } from './local-marking';

const form = activityContentSchema.parse({
  type: 'form',
  passMark: 50,
  questions: [
    { id: 'q1', type: 'true-false', prompt: 'Leaves are green.', correct: true, points: 1 },
    {
      id: 'q2',
      type: 'number',
      prompt: 'Legs on a spider?',
      correct: 8,
      points: 3,
      feedback: { correct: 'Yes.', incorrect: 'Count again.' },
    },
  ],
});

describe('localMarking', () => {
  it('marks a form as the server does, with the pass mark', async () => {
    const result = await localMarking(form).submitForm({ q1: true, q2: '6' });
    expect(result).toMatchObject({ score: 1, maxScore: 4, percent: 25, passed: false });
    expect(result.questions[1]).toMatchObject({ correct: false, feedback: 'Count again.' });
    await expect(localMarking(form).submitForm({ q1: false, q2: 8 })).resolves.toMatchObject({
      passed: true,
    });
  });

  it('checks an e-book practice question by its block', async () => {
    const book = activityContentSchema.parse({
      type: 'ebook',
      blocks: [
        {
          id: 'b1',
          type: 'question',
          question: { id: 'q', type: 'true-false', prompt: 'P', correct: false },
        },
      ],
    });
    await expect(localMarking(book).checkAnswer('b1', false)).resolves.toMatchObject({
      correct: true,
    });
    await expect(localMarking(book).checkAnswer('gone', false)).rejects.toThrow('no longer');
  });
});
