import type { MyLeague } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { endsIn, lastResultText, movesText, ordinal } from './league-words';

const league = (tier: MyLeague['tier'], promote: number, demote: number, size = 6): MyLeague => ({
  classId: 'c',
  className: 'Year 8',
  week: { start: '2026-11-23', endsAt: '2026-11-30T00:00:00.000Z' },
  tier,
  group: {
    tier,
    group: 1,
    promote,
    demote,
    members: Array.from({ length: size }, (_, index) => ({
      rank: index + 1,
      userId: `u${index}`,
      name: `Nick ${index}`,
      experience: 10,
      you: index === 0,
      zone: 'stay' as const,
    })),
  },
  lastResult: null,
});

describe('league words', () => {
  it('write places as English ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
    ]);
  });

  it('say how long is left in days, then hours', () => {
    const end = '2026-11-30T00:00:00.000Z';
    const before = (hours: number) => Date.parse(end) - hours * 3_600_000;
    expect(endsIn(end, before(80))).toBe('Ends in 3 days');
    expect(endsIn(end, before(30))).toBe('Ends in 30 hours');
    expect(endsIn(end, before(1.5))).toBe('Ends in 1 hour');
    expect(endsIn(end, before(0.2))).toBe('Ends within the hour');
  });

  it('say who moves where, leaving out moves the tier cannot make', () => {
    expect(movesText(league('silver', 2, 2))).toBe(
      'On Monday the top 2 move up to Gold league and the bottom 2 move down to Bronze league; the first three win points and diamonds.',
    );
    expect(movesText(league('bronze', 2, 0))).toBe(
      'On Monday the top 2 move up to Silver league; the first three win points and diamonds.',
    );
    expect(movesText(league('ruby', 0, 0, 1))).toBe('On Monday the first three win points.');
  });

  it('tell last week’s result', () => {
    expect(
      lastResultText({ weekStart: '2026-11-16', tier: 'bronze', rank: 2, outcome: 'promoted' }),
    ).toBe('Last time you finished 2nd in Bronze league and moved up.');
  });
});
