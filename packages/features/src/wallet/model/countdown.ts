/**
 * Seconds left of a timer the server reported as `seconds` when the answer arrived at
 * `reportedAt` (ms), as of `now` (ms): never below zero, and never above `seconds` when the clock
 * reading is older than the answer.
 */
export function secondsLeft(seconds: number, reportedAt: number, now: number): number {
  const elapsed = Math.max(0, now - reportedAt) / 1000;
  return Math.max(0, Math.ceil(seconds - elapsed));
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A clock-style countdown: 4:05, or 1:02:03 from an hour up. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0
    ? `${hours}:${twoDigits(minutes)}:${twoDigits(rest)}`
    : `${minutes}:${twoDigits(rest)}`;
}
