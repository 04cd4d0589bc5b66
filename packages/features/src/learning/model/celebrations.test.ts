import type { CompletionRewards } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { celebrationsOf } from './celebrations';

const completion = (
  experienceAfter: number | null,
  earned: number,
  streakMilestone = null as number | null,
): CompletionRewards => ({
  rewards: earned
    ? [
        { wallet: 'EXPERIENCE', amount: earned },
        { wallet: 'ACHIEVEMENT_POINTS', amount: 10 },
      ]
    : [],
  wallets:
    experienceAfter === null
      ? null
      : { EXPERIENCE: experienceAfter, ACHIEVEMENT_POINTS: 10, DIAMONDS: 0, ENERGY: 5 },
  moduleCompleted: false,
  certificateId: null,
  streakMilestone,
});

describe('celebrationsOf', () => {
  it('marks the level the earned experience crossed into', () => {
    // Level 3 starts at 150.
    expect(celebrationsOf(completion(160, 20))).toEqual([
      { kind: 'level', level: 3, nextLevelAt: 300 },
    ]);
    expect(celebrationsOf(completion(150, 20))).toEqual([
      { kind: 'level', level: 3, nextLevelAt: 300 },
    ]);
  });

  it('marks nothing within a level, or when nothing was earned', () => {
    expect(celebrationsOf(completion(170, 20))).toEqual([]);
    expect(celebrationsOf(completion(null, 0))).toEqual([]);
  });

  it('marks the streak milestone reached, after a level', () => {
    expect(celebrationsOf(completion(55, 20, 7))).toEqual([
      { kind: 'level', level: 2, nextLevelAt: 150 },
      { kind: 'streak', days: 7 },
    ]);
  });
});
