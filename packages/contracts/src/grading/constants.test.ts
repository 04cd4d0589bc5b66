import { describe, expect, it } from 'vitest';
import { learnerContent } from '../learner-content/constants';
import {
  activityContentSchema,
  type Question,
  questionFeedbackLimit,
  questionSchema,
} from '../module-content/schemas';
import { gradeForm, gradeQuestion, isCorrect } from './constants';

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

  it('tells the feedback of each option chosen, in the options’ order, and the explanation', () => {
    const withFeedback = [
      { id: 'a', text: 'A', feedback: 'A is a vowel.' },
      { id: 'b', text: 'B' },
      { id: 'c', text: 'C', feedback: 'C comes third.' },
    ];
    const multiple = q({
      type: 'multiple',
      options: withFeedback,
      correct: ['a'],
      explanation: 'Only A is a vowel.',
    });
    expect(gradeQuestion(multiple, ['c', 'b', 'a'])).toMatchObject({
      correct: false,
      optionFeedback: [
        { optionId: 'a', feedback: 'A is a vowel.' },
        { optionId: 'c', feedback: 'C comes third.' },
      ],
      explanation: 'Only A is a vowel.',
    });
    const single = q({ type: 'single', options: withFeedback, correct: 'a' });
    expect(gradeQuestion(single, 'b')).toMatchObject({ optionFeedback: [], explanation: '' });
    expect(gradeQuestion(single, 'c').optionFeedback).toEqual([
      { optionId: 'c', feedback: 'C comes third.' },
    ]);
    const truth = q({
      type: 'true-false',
      correct: false,
      answerFeedback: { true: 'Look again at the night sky.' },
    });
    expect(gradeQuestion(truth, true).optionFeedback).toEqual([
      { optionId: 'true', feedback: 'Look again at the night sky.' },
    ]);
    expect(gradeQuestion(truth, false).optionFeedback).toEqual([]);
    expect(gradeQuestion(truth, 'true').optionFeedback).toEqual([]);
  });
});

describe('what a learner is told after answering', () => {
  const single = {
    id: 'q',
    type: 'single',
    prompt: 'Q?',
    options: [
      { id: 'a', text: 'A' },
      { id: 'b', text: 'B' },
    ],
    correct: 'a',
    feedback: { correct: '', incorrect: '' },
  };

  it('is optional: a question stored without it reads back exactly as stored', () => {
    const stored = JSON.parse(JSON.stringify({ ...single, points: 1 }));
    expect(questionSchema.parse(stored)).toEqual(stored);
    expect(Object.keys(questionSchema.parse(stored))).not.toContain('explanation');
  });

  it('keeps option feedback, true-false answer feedback and an explanation, trimmed', () => {
    const written = questionSchema.parse({
      ...single,
      options: [{ id: 'a', text: 'A', feedback: ' Well spotted. ' }, single.options[1]],
      explanation: ' Because. ',
    });
    expect(written).toMatchObject({
      options: [{ feedback: 'Well spotted.' }, { id: 'b', text: 'B' }],
      explanation: 'Because.',
    });
    const truth = questionSchema.parse({
      id: 'q',
      type: 'true-false',
      prompt: 'Q?',
      correct: true,
      answerFeedback: { false: 'It is true.' },
    });
    expect(truth).toMatchObject({ answerFeedback: { false: 'It is true.' } });
  });

  it('refuses feedback past its length and where a kind has no such place', () => {
    const long = 'x'.repeat(questionFeedbackLimit + 1);
    expect(
      questionSchema.safeParse({ ...single, explanation: long }).error?.issues[0]?.message,
    ).toBe(`The explanation is at most ${questionFeedbackLimit} characters.`);
    expect(
      questionSchema.safeParse({
        ...single,
        options: [{ id: 'a', text: 'A', feedback: long }, single.options[1]],
      }).success,
    ).toBe(false);
    expect(
      questionSchema.safeParse({ ...single, answerFeedback: { true: 'Only for true-false.' } })
        .success,
    ).toBe(false);
    expect(
      questionSchema.safeParse({
        id: 'q',
        type: 'ordering',
        prompt: 'Q?',
        items: [
          { id: 'a', text: 'A', feedback: 'Items are not chosen.' },
          { id: 'b', text: 'B' },
        ],
      }).success,
    ).toBe(false);
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
          explanation: 'SECRET-WHY',
        },
        {
          id: 'q5',
          type: 'multiple',
          prompt: 'P',
          options: [{ id: 'a', text: 'A', feedback: 'SECRET-OPTION' }, ...options.slice(1)],
          correct: ['b'],
        },
        {
          id: 'q6',
          type: 'true-false',
          prompt: 'P',
          correct: true,
          answerFeedback: { false: 'SECRET-FALSE' },
        },
        { id: 'q2', type: 'short-answer', prompt: 'P', accepted: ['SECRET-ANSWER'] },
        { id: 'q3', type: 'number', prompt: 'P', correct: 424242 },
        { id: 'q4', type: 'ordering', prompt: 'P', items: options },
      ],
    });
    const json = JSON.stringify(learnerContent(content, 'student-1'));
    for (const secret of ['SECRET', 'correct', 'accepted', '424242', 'feedback', 'explanation'])
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
