import { describe, expect, it } from 'vitest';
import { daysBetween, localDay, weekOf } from '../core/calendar';
import { learnOn, standing } from './streak-rules';

const run = { current: 4, longest: 6, startDay: '2026-10-28', lastDay: '2026-10-31' };

describe('a learner’s own day', () => {
  it('is the date where they are, not in UTC', () => {
    const instant = new Date('2026-11-26T23:30:00Z');
    expect(localDay(instant, 'UTC')).toBe('2026-11-26');
    expect(localDay(instant, 'Asia/Manila')).toBe('2026-11-27');
    expect(localDay(instant, 'America/Los_Angeles')).toBe('2026-11-26');
  });

  it('counts days across a daylight-saving change as days, not as 24 hours', () => {
    // New York leaves daylight saving on 1 November 2026: that day has 25 hours.
    const saturdayLate = localDay(new Date('2026-11-01T03:30:00Z'), 'America/New_York');
    const sundayEarly = localDay(new Date('2026-11-01T04:30:00Z'), 'America/New_York');
    const mondayEarly = localDay(new Date('2026-11-02T05:30:00Z'), 'America/New_York');
    expect([saturdayLate, sundayEarly, mondayEarly]).toEqual([
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
    expect(daysBetween(saturdayLate, sundayEarly)).toBe(1);
    expect(daysBetween(sundayEarly, mondayEarly)).toBe(1);
  });
});

describe('learning days', () => {
  it('start a run, extend it the next day and leave the same day alone', () => {
    expect(learnOn(undefined, '2026-11-01', 0)?.run).toEqual({
      current: 1,
      longest: 1,
      startDay: '2026-11-01',
      lastDay: '2026-11-01',
    });
    expect(learnOn(run, '2026-10-31', 0)).toBeNull();
    expect(learnOn(run, '2026-11-01', 0)).toEqual({
      run: { ...run, current: 5, lastDay: '2026-11-01' },
      freezesUsed: 0,
    });
  });

  it('use a freeze for each missed day when enough are held, or start again', () => {
    expect(learnOn(run, '2026-11-03', 2)).toEqual({
      run: { ...run, current: 5, lastDay: '2026-11-03' },
      freezesUsed: 2,
    });
    expect(learnOn(run, '2026-11-03', 1)).toEqual({
      run: { ...run, current: 1, startDay: '2026-11-03', lastDay: '2026-11-03' },
      freezesUsed: 0,
    });
  });

  it('keep the longest run when a longer one passes it', () => {
    const long = { ...run, current: 6 };
    expect(learnOn(long, '2026-11-01', 0)?.run.longest).toBe(7);
  });
});

describe('the streak a learner reads', () => {
  it('is alive through yesterday, or through missed days the freezes cover', () => {
    expect(standing(run, '2026-10-31', 0)).toMatchObject({ days: 4, learnedToday: true });
    expect(standing(run, '2026-11-01', 0)).toMatchObject({
      days: 4,
      learnedToday: false,
      freezesNeeded: 0,
      nextMilestone: 7,
    });
    expect(standing(run, '2026-11-02', 1)).toMatchObject({ days: 4, freezesNeeded: 1 });
    expect(standing(run, '2026-11-02', 0)).toMatchObject({ days: 0, nextMilestone: 3, longest: 6 });
    expect(standing(undefined, '2026-11-02', 3)).toMatchObject({ days: 0, longest: 0 });
  });
});

describe('a league week', () => {
  it('runs Monday to Monday at midnight where the league is', () => {
    // Thursday 26 November 2026, 20:00 UTC: already Friday in Manila.
    const week = weekOf(new Date('2026-11-26T20:00:00Z'), 'Asia/Manila');
    expect(week.start).toBe('2026-11-23');
    expect(week.startsAt.toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(week.endsAt.toISOString()).toBe('2026-11-29T16:00:00.000Z');
  });

  it('is 169 hours long when the clocks go back', () => {
    // New York leaves daylight saving on Sunday 1 November 2026.
    const week = weekOf(new Date('2026-10-28T12:00:00Z'), 'America/New_York');
    expect(week.start).toBe('2026-10-26');
    expect(week.startsAt.toISOString()).toBe('2026-10-26T04:00:00.000Z');
    expect(week.endsAt.toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });
});
