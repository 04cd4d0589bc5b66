import { describe, expect, it } from 'vitest';
import { gradeForm, isCorrect } from './grading';
import { activityContentSchema, type Question, questionSchema } from './index';
import { learnerContent } from './learner-content';

const q = (input: object): Question => questionSchema.parse({ id: 'q', prompt: 'Q?', ...input });
const options = [
  { id: 'a', text: 'A' },
  { id: 'b', text: 'B' },
  { id: 'c', text: 'C' },
];

describe('marking', () => {
  it('marks each question type, forgiving spacing and case where it should', () => {
    expect(isCorrect(q({ type: 'single', options, correct: 'b' }), 'b')).toBe(true);
    expect(isCorrect(q({ type: 'single', options, correct: 'b' }), ['b'])).toBe(false);
    const multiple = q({ type: 'multiple', options, correct: ['a', 'c'] });
    expect(isCorrect(multiple, ['c', 'a'])).toBe(true);
    expect(isCorrect(multiple, ['a', 'a'])).toBe(false);
    expect(isCorrect(multiple, ['a'])).toBe(false);
    expect(isCorrect(q({ type: 'true-false', correct: false }), false)).toBe(true);
    expect(isCorrect(q({ type: 'true-false', correct: false }), 'false')).toBe(false);
    const short = q({ type: 'short-answer', accepted: ['Carbon dioxide'] });
    expect(isCorrect(short, '  carbon   DIOXIDE ')).toBe(true);
    expect(
      isCorrect(q({ type: 'short-answer', accepted: ['pH'], caseSensitive: true }), 'PH'),
    ).toBe(false);
    const number = q({ type: 'number', correct: 9.81, tolerance: 0.01 });
    expect(isCorrect(number, 9.8)).toBe(true);
    expect(isCorrect(number, '9,81')).toBe(true);
    expect(isCorrect(number, 9.7)).toBe(false);
    const ordering = q({ type: 'ordering', items: options });
    expect(isCorrect(ordering, ['a', 'b', 'c'])).toBe(true);
    expect(isCorrect(ordering, ['b', 'a', 'c'])).toBe(false);
  });

  it('totals points and percent, with feedback for each question', () => {
    const questions = [
      q({ id: 'q1', type: 'true-false', correct: true, points: 2, feedback: { correct: 'Yes' } }),
      q({ id: 'q2', type: 'true-false', correct: true, feedback: { incorrect: 'No' } }),
    ];
    const graded = gradeForm(questions, { q1: true, q2: false });
    expect(graded).toMatchObject({ score: 2, maxScore: 3, percent: 66.7 });
    expect(graded.results.map((result) => result.feedback)).toEqual(['Yes', 'No']);
  });
});

describe('learner content', () => {
  it('never carries answers, accepted answers or feedback', () => {
    const content = activityContentSchema.parse({
      type: 'form',
      shuffle: true,
      questions: [
        {
          id: 'q1',
          type: 'single',
          prompt: 'P',
          options,
          correct: 'b',
          feedback: { correct: 'SECRET' },
        },
        { id: 'q2', type: 'short-answer', prompt: 'P', accepted: ['SECRET-ANSWER'] },
        { id: 'q3', type: 'number', prompt: 'P', correct: 424242 },
        { id: 'q4', type: 'ordering', prompt: 'P', items: options },
      ],
    });
    const json = JSON.stringify(learnerContent(content, 'student-1'));
    for (const secret of ['SECRET', 'correct', 'accepted', '424242', 'feedback'])
      expect(json).not.toContain(secret);
  });

  it('shuffles the same way for the same student', () => {
    const content = activityContentSchema.parse({
      type: 'form',
      shuffle: true,
      questions: Array.from({ length: 8 }, (_, index) => ({
        id: `q${index}`,
        type: 'true-false',
        prompt: `P${index}`,
        correct: true,
      })),
    });
    const order = (seed: string) => {
      const view = learnerContent(content, seed);
      return view.type === 'form' ? view.questions.map((question) => question.id) : [];
    };
    expect(order('a')).toEqual(order('a'));
    expect([order('a'), order('b'), order('c')].some((o) => o.join() !== order('a').join())).toBe(
      true,
    );
  });
});
