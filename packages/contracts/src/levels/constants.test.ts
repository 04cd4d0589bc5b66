import { describe, expect, it } from 'vitest';
import { experienceForLevel, levelOf } from './constants';

describe('levels over experience', () => {
  it('follow the documented curve', () => {
    expect([1, 2, 3, 4, 10].map(experienceForLevel)).toEqual([0, 50, 150, 300, 2250]);
  });

  it('place any amount of experience in its level, edges included', () => {
    expect(levelOf(0)).toEqual({ level: 1, experience: 0, levelStart: 0, nextLevelAt: 50 });
    expect(levelOf(49).level).toBe(1);
    expect(levelOf(50).level).toBe(2);
    expect(levelOf(2249).level).toBe(9);
    expect(levelOf(2250)).toEqual({
      level: 10,
      experience: 2250,
      levelStart: 2250,
      nextLevelAt: 2750,
    });
    for (let experience = 0; experience < 20_000; experience += 7) {
      const { level, levelStart, nextLevelAt } = levelOf(experience);
      expect(levelStart).toBeLessThanOrEqual(experience);
      expect(nextLevelAt).toBeGreaterThan(experience);
      expect(levelStart).toBe(experienceForLevel(level));
    }
  });

  it('treat negative or fractional experience as whole and not below zero', () => {
    expect(levelOf(-5).level).toBe(1);
    expect(levelOf(50.9).experience).toBe(50);
  });
});
