import { describe, expect, it } from 'vitest';
import { drawNickname, isGeneratedNickname } from './nicknames';
import { experienceFor, pointsFor, ranked } from './scoring';

describe('points', () => {
  it('gives 1000 at once, half at the last second, nothing when wrong', () => {
    expect(pointsFor(true, 0, 20)).toBe(1000);
    expect(pointsFor(true, 10_000, 20)).toBe(750);
    expect(pointsFor(true, 20_000, 20)).toBe(500);
    expect(pointsFor(true, 21_000, 20)).toBe(500);
    expect(pointsFor(false, 0, 20)).toBe(0);
    expect(experienceFor(1999)).toBe(19);
  });

  it('ranks by score with shared ranks, earlier joiners first among equals', () => {
    const at = (second: number) => new Date(2026, 0, 1, 0, 0, second);
    const order = ranked([
      { name: 'c', score: 500, joinedAt: at(3) },
      { name: 'a', score: 900, joinedAt: at(2) },
      { name: 'b', score: 500, joinedAt: at(1) },
      { name: 'd', score: 0, joinedAt: at(0) },
    ]);
    expect(order.map(({ name, rank }) => `${name}${rank}`)).toEqual(['a1', 'b2', 'c2', 'd4']);
  });
});

describe('nicknames', () => {
  it('draws names from the lists only, never one already taken', () => {
    const taken = new Set<string>();
    for (let count = 0; count < 300; count += 1) taken.add(drawNickname(taken));
    expect(taken.size).toBe(300);
    expect([...taken].every(isGeneratedNickname)).toBe(true);
    expect(isGeneratedNickname('Brave Otter')).toBe(true);
    expect(isGeneratedNickname('Brave Otter 2')).toBe(true);
    expect(isGeneratedNickname('Mean Otter')).toBe(false);
    expect(isGeneratedNickname('Brave Otter x')).toBe(false);
  });

  it('numbers a twin once every pair is taken', () => {
    const first = () => 0;
    expect(drawNickname(new Set(['Brave Badger']), first)).toBe('Brave Badger 2');
  });
});
