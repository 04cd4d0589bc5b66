import { leagueSettingsSchema } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { movesOf, prizePlace, ranked, tierAfter, zoneOf } from './league-rules';

const settings = leagueSettingsSchema.parse({});
const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 9, minute));

describe('a league group', () => {
  it('ranks by experience, then by who joined the week first', () => {
    const order = ranked([
      { userId: 'c', experience: 40, joinedAt: at(5) },
      { userId: 'a', experience: 90, joinedAt: at(9) },
      { userId: 'b', experience: 40, joinedAt: at(1) },
    ]);
    expect(order.map((entrant) => [entrant.userId, entrant.rank])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('moves at most a third of a small group, and five of a full one', () => {
    expect(movesOf(30, 1, settings)).toEqual({ promote: 5, demote: 5 });
    expect(movesOf(7, 1, settings)).toEqual({ promote: 2, demote: 2 });
    expect(movesOf(2, 1, settings)).toEqual({ promote: 0, demote: 0 });
  });

  it('moves nobody above the top tier or below the bottom one', () => {
    expect(movesOf(30, 0, settings)).toEqual({ promote: 5, demote: 0 });
    expect(movesOf(30, 4, settings)).toEqual({ promote: 0, demote: 5 });
  });

  it('puts the top in the up zone, the bottom in the down zone, and nobody up with no experience', () => {
    const moves = { promote: 2, demote: 2 };
    const zones = [90, 50, 40, 30, 20, 10].map((experience, index) =>
      zoneOf({ rank: index + 1, experience }, 6, moves),
    );
    expect(zones).toEqual(['up', 'up', 'stay', 'stay', 'down', 'down']);
    expect(zoneOf({ rank: 1, experience: 0 }, 6, moves)).toBe('stay');
  });

  it('changes the tier by one, within the tiers', () => {
    expect(tierAfter(0, 'promoted')).toBe(1);
    expect(tierAfter(0, 'demoted')).toBe(0);
    expect(tierAfter(4, 'promoted')).toBe(4);
    expect(tierAfter(2, 'stayed')).toBe(2);
  });

  it('pays the first three places that earned something', () => {
    expect([1, 2, 3, 4].map((rank) => prizePlace({ rank, experience: 10 }))).toEqual([
      'first',
      'second',
      'third',
      undefined,
    ]);
    expect(prizePlace({ rank: 1, experience: 0 })).toBeUndefined();
  });
});
