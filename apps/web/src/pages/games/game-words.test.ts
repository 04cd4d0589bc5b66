import { describe, expect, it } from 'vitest';
import { historyLine } from './game-words';

describe('game words', () => {
  it('sums up a game as host or player', () => {
    const base = {
      game: 'game-master',
      roomId: 'r',
      title: 'Quiz',
      finished: true,
      competition: null,
      playedAt: '2026-11-27T10:00:00Z',
    } as const;
    expect(historyLine({ ...base, role: 'host', score: null, rank: null, playerCount: 1 })).toBe(
      'You hosted · 1 player',
    );
    expect(historyLine({ ...base, role: 'player', score: 2450, rank: 2, playerCount: 12 })).toBe(
      '2nd of 12 · 2450 points',
    );
    const password = { ...base, game: 'password', role: 'player', playerCount: 8 } as const;
    expect(historyLine({ ...password, score: 4, rank: 1 })).toBe('Your team came 1st · 4 points');
  });
});
