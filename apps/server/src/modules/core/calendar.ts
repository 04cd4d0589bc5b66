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

/** The date `days` after `day` (before, when negative). */
export const addDays = (day: string, days: number): string =>
  new Date((dayNumber(day) + days) * 86_400_000).toISOString().slice(0, 10);

/** The Monday of the week `day` is in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 is Sunday
  return addDays(day, -((weekday + 6) % 7));
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName');
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name?.value ?? '');
  if (!match) return 0; // "GMT": the zone is on UTC
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -1 : 1) * minutes * 60_000;
}

/** The instant `day` starts in the zone: its local midnight. */
export function startOfDay(day: string, timeZone: string): Date {
  const midnightUtc = dayNumber(day) * 86_400_000;
  // The offset at the guess can differ from the offset at the answer across a change of clocks;
  // a second pass settles it.
  const guess = midnightUtc - zoneOffset(midnightUtc, timeZone);
  return new Date(midnightUtc - zoneOffset(guess, timeZone));
}

/** The week `instant` is in: Monday 00:00 to the next Monday 00:00 in the zone. */
export function weekOf(instant: Date, timeZone: string) {
  const start = mondayOf(localDay(instant, timeZone));
  return {
    start,
    startsAt: startOfDay(start, timeZone),
    endsAt: startOfDay(addDays(start, 7), timeZone),
  };
}
