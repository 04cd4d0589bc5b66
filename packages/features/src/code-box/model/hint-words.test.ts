import type { Feedback } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { askLabel, hintPlace, nextLevel } from './hint-words';

const given = (level: 1 | 2 | 3, codeVersion: number): Feedback => ({
  id: 'f',
  level,
  codeVersion,
  summary: '',
  hints: [],
  solution: null,
  createdAt: '2026-11-27T10:00:00.000Z',
});

describe('hint words', () => {
  it('asks for one level more on the same code, and starts over on new code', () => {
    expect(nextLevel(undefined, 1)).toBe(1);
    expect(nextLevel(given(1, 2), 2)).toBe(2);
    expect(nextLevel(given(2, 2), 2)).toBe(3);
    expect(nextLevel(given(3, 2), 2)).toBe(3);
    expect(nextLevel(given(3, 2), 3)).toBe(1);
    expect([1, 2, 3].map((level) => askLabel(level as 1))).toEqual([
      'Get a hint: Nudge',
      'More help: Pointer',
      'More help: Worked example',
    ]);
  });

  it('names where a hint points', () => {
    expect(hintPlace('js', 4)).toBe('JavaScript, line 4');
    expect(hintPlace('specification', null)).toBe('Specification');
  });
});
