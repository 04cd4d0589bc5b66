/**
 * English dates and numbers for the interface, written without `Intl`. The first `Intl`
 * formatter a page makes loads the locale's data and builds its patterns: about 30 ms on a laptop
 * and four times that on a school Chromebook, in the middle of the page's first render (it was the
 * largest single cost of the student home page after React). The few styles the interface uses
 * are simple enough to write out; the tests check each against `Intl`'s own output.
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

/** A date written in one of the interface's styles: `dateFormat('date').format(due)`. */
export function dateFormat(style: DateStyle): { format: (date: Date | number) => string } {
  return { format: (date) => writers[style](new Date(date)) };
}

/** A whole number with grouped digits, "10,000", as English writes it. */
export function formatCount(count: number): string {
  const digits = String(Math.abs(Math.trunc(count))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return count < 0 ? `-${digits}` : digits;
}
