import { describe, expect, it } from 'vitest';
import { type DateStyle, dateFormat, formatCount } from './format';

describe('formatCount', () => {
  it.each([0, 7, 999, 1000, 10000, 1234567, -2500])(
    'writes %d as Intl does in English',
    (count) => {
      expect(formatCount(count)).toBe(count.toLocaleString('en'));
    },
  );

  it('groups thousands', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});

describe('dateFormat', () => {
  const intlOptions: Record<DateStyle, Intl.DateTimeFormatOptions> = {
    date: { dateStyle: 'medium' },
    'long date': { dateStyle: 'long' },
    'date and time': { dateStyle: 'medium', timeStyle: 'short' },
    'numeric date': { month: 'numeric', day: 'numeric', year: 'numeric' },
    time: { hour: 'numeric', minute: '2-digit' },
  };
  // Every month, midnight, noon, single and double digits, both halves of the day.
  const dates = [
    ...Array.from(
      { length: 12 },
      (_, month) => new Date(2026, month, month + 1, month * 2, month * 5),
    ),
    new Date(2026, 10, 27, 0, 0),
    new Date(2026, 10, 27, 12, 0),
    new Date(2027, 0, 9, 23, 59),
  ];

  it.each(Object.keys(intlOptions) as DateStyle[])(
    'writes "%s" as Intl does in English',
    (style) => {
      const intl = new Intl.DateTimeFormat('en', intlOptions[style]);
      for (const date of dates) expect(dateFormat(style).format(date)).toBe(intl.format(date));
    },
  );

  it('takes a timestamp as well as a date', () => {
    const date = new Date(2026, 10, 27, 15, 4);
    expect(dateFormat('date and time').format(date.getTime())).toBe('Nov 27, 2026, 3:04 PM');
  });
});
