/**
 * Calendar days in a learner's own time zone, as `YYYY-MM-DD`. Days are counted between dates,
 * never by adding 24 hours, so a day of 23 or 25 hours (daylight saving) is still one day.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function localDay(instant: Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format.format(instant);
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Whole days from `from` to `to`: 1 for consecutive dates, 0 for the same date. */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);
