import { describe, expect, it } from 'vitest';
import { readQuestionSet } from './constants';

describe('readQuestionSet (Aiken)', () => {
  it('reads questions, their options, the right one and an optional reason', () => {
    const reading = readQuestionSet(
      [
        'Which planet is closest',
        'to the Sun?',
        'A. Mercury',
        'B) Venus',
        'ANSWER: A',
        'WHY: It orbits at about 58 million km.',
        '',
        'The Moon makes its own light.',
        'A. True',
        'B. False',
        'answer: b',
      ].join('\n'),
    );
    expect(reading.problems).toEqual([]);
    expect(reading.questions).toEqual([
      {
        prompt: 'Which planet is closest to the Sun?',
        options: [
          { id: 'A', text: 'Mercury' },
          { id: 'B', text: 'Venus' },
        ],
        correctOptionId: 'A',
        explanation: 'It orbits at about 58 million km.',
      },
      {
        prompt: 'The Moon makes its own light.',
        options: [
          { id: 'A', text: 'True' },
          { id: 'B', text: 'False' },
        ],
        correctOptionId: 'B',
        explanation: '',
      },
    ]);
  });

  it('names the line of each problem', () => {
    const reading = readQuestionSet(
      [
        'Lonely question?',
        'A. Only option',
        'ANSWER: A',
        '',
        'Next?',
        'A. Yes',
        'B. No',
        'ANSWER: C',
        '',
        'Last?',
        'A. x',
        'B. y',
      ].join('\n'),
    );
    expect(reading.problems.map((problem) => problem.english)).toEqual([
      'Line 1: give 2 to 6 options, A. B. and so on.',
      'Line 5: ANSWER: C is not one of its options.',
      'Line 10: end the question with ANSWER: and the right letter.',
    ]);
    expect(reading.problems[1]?.entry).toEqual({
      id: 'question-sets.answer-not-an-option',
      values: { line: 5, letter: 'C' },
    });
    expect(reading.questions).toEqual([]);
  });

  it('keeps the questions that read well beside one that does not', () => {
    const reading = readQuestionSet('Bad?\nA. x\nANSWER: A\n\nGood?\nA. x\nB. y\nANSWER: B');
    expect(reading.problems).toHaveLength(1);
    expect(reading.questions.map((question) => question.prompt)).toEqual(['Good?']);
  });

  it('asks for a question when there is nothing to read', () => {
    expect(readQuestionSet('  \n').problems).toEqual([
      {
        english: 'Write at least one question, its options and ANSWER: line.',
        entry: { id: 'question-sets.write-a-question' },
      },
    ]);
  });
});
