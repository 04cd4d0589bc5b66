import { i18n } from '@sparked/i18n';

/**
 * Dates and numbers for the interface, in the reader's language. English is written out without
 * `Intl`: the first `Intl` formatter a page makes loads the locale's data and builds its patterns,
 * about 30 ms on a laptop and four times that on a school Chromebook, in the middle of the page's
 * first render (it was the largest single cost of the student home page after React). The few
 * styles the interface uses are simple enough to write out; the tests check each against `Intl`'s
 * own output. Other languages use `Intl` (decision 0045): only their readers pay for it, once.
 */

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * `date` "Nov 27, 2026" · `long date` "November 27, 2026" · `date and time` "Nov 27, 2026,
 * 3:04 PM" · `numeric date` "11/27/2026" · `time` "3:04 PM", in the device's time zone.
 */
export type DateStyle = 'date' | 'long date' | 'date and time' | 'numeric date' | 'time';

const writers: Record<DateStyle, (date: Date) => string> = {
  date: (date) =>
    `${months[date.getMonth()]?.slice(0, 3)} ${date.getDate()}, ${date.getFullYear()}`,
  'long date': (date) => `${months[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`,
  'date and time': (date) => `${writers.date(date)}, ${writers.time(date)}`,
  'numeric date': (date) => `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`,
  time: (date) => {
    const hours = date.getHours();
    const minutes = String(date.getMinutes()).padStart(2, '0');
    return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  },
};

/** What each style is in `Intl`'s terms, for the languages that are not written out. */
export const intlDateOptions: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  'long date': { dateStyle: 'long' },
  'date and time': { dateStyle: 'medium', timeStyle: 'short' },
  'numeric date': { month: 'numeric', day: 'numeric', year: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
};

/** English, and the pseudo-locales built on it (regions XA, XB), are written out. */
const writtenOut = (locale: string) =>
  locale === 'en' || locale.startsWith('en-') || /-X[A-Z]$/.test(locale);

const intlFormats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function intlFormat(locale: string, style: DateStyle | 'count') {
  const key = `${locale} ${style}`;
  let format = intlFormats.get(key);
  if (!format) {
    format =
      style === 'count'
        ? new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
        : new Intl.DateTimeFormat(locale, intlDateOptions[style]);
    intlFormats.set(key, format);
  }
  return format;
}

/**
 * A date written in one of the interface's styles, in the language active when it is written:
 * `dateFormat('date').format(due)`.
 */
export function dateFormat(style: DateStyle): { format: (date: Date | number) => string } {
  return {
    format: (date) =>
      writtenOut(i18n.locale)
        ? writers[style](new Date(date))
        : (intlFormat(i18n.locale, style) as Intl.DateTimeFormat).format(date),
  };
}

/** A whole number with grouped digits, "10,000" in English, in the active language. */
export function formatCount(count: number): string {
  if (!writtenOut(i18n.locale))
    return (intlFormat(i18n.locale, 'count') as Intl.NumberFormat).format(Math.trunc(count));
  const digits = String(Math.abs(Math.trunc(count))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return count < 0 ? `-${digits}` : digits;
}
