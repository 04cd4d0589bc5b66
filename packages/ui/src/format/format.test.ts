import { i18n } from '@sparked/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { type DateStyle, dateFormat, formatCount, intlDateOptions } from './format';

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

  it.each(Object.keys(intlDateOptions) as DateStyle[])(
    'writes "%s" as Intl does in English',
    (style) => {
      const intl = new Intl.DateTimeFormat('en', intlDateOptions[style]);
      for (const date of dates) expect(dateFormat(style).format(date)).toBe(intl.format(date));
    },
  );

  it('takes a timestamp as well as a date', () => {
    const date = new Date(2026, 10, 27, 15, 4);
    expect(dateFormat('date and time').format(date.getTime())).toBe('Nov 27, 2026, 3:04 PM');
  });
});

describe('in another language', () => {
  afterEach(() => i18n.activate('en'));
  const date = new Date(2026, 10, 27, 15, 4);

  it('writes dates as that language does', () => {
    i18n.loadAndActivate({ locale: 'fil', messages: {} });
    expect(dateFormat('date').format(date)).toBe('Nob 27, 2026');
    expect(dateFormat('long date').format(date)).toBe('Nobyembre 27, 2026');
    i18n.loadAndActivate({ locale: 'de', messages: {} });
    expect(dateFormat('long date').format(date)).toBe('27. November 2026');
    expect(formatCount(1234567)).toBe('1.234.567');
  });

  it('writes the pseudo-locales as English', () => {
    i18n.loadAndActivate({ locale: 'en-XA', messages: {} });
    expect(dateFormat('date').format(date)).toBe('Nov 27, 2026');
    i18n.loadAndActivate({ locale: 'ar-XB', messages: {} });
    expect(formatCount(10000)).toBe('10,000');
  });
});
