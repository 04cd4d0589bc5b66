import { describe, expect, it } from 'vitest';
import { ideaTopic, numberBefore } from './idea';

describe('reading an idea', () => {
  it.each([
    ['a quiz about volcanoes with 3 questions', 'volcanoes'],
    ['a quiz of 5 questions about the Roman Empire', 'the Roman Empire'],
    ['a quiz on fractions for my class', 'fractions'],
    ['Quiz about volcanoes, 3 questions', 'volcanoes'],
    ['a quiz about volcanoes 3 questions please', 'volcanoes'],
    ['a quiz', undefined],
    ['a quiz about the river that runs through Egypt', 'the river'],
    [
      'a quiz about the ancient kingdoms and empires along the Nile river valley',
      'the ancient kingdoms and empires along',
    ],
  ])('%s: its topic is %s', (idea, topic) => {
    expect(ideaTopic(idea)).toBe(topic);
  });

  it('reads a purpose after other words when asked', () => {
    expect(ideaTopic('a to-do list for my birthday party with 4 tasks', ['for'])).toBe(
      'my birthday party',
    );
    expect(ideaTopic('a timer for 5 minutes', ['for'])).toBeUndefined();
  });

  it.each([
    ['a quiz with 3 questions', 3],
    ['a quiz with three questions', 3],
    ['a quiz with 7 tricky questions', 7],
    ['a dozen questions about rivers', 12],
    ['a quiz about rivers', 4],
  ])('%s: %i questions', (idea, count) => {
    expect(numberBefore(idea, 'questions?', 4)).toBe(count);
  });
});
