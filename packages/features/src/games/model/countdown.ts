import { t } from '@lingui/core/macro';
import type { GameQuestion } from '@sparked/contracts';

/** A clock that runs from `startedAt` for `seconds`. */
export type Countdown = Pick<GameQuestion, 'startedAt' | 'seconds'>;

/**
 * Whole seconds left on a countdown, counted on the server's clock: `offsetMs` is how far the
 * server's clock is ahead of this device's (from the view's `serverTime` when it arrived).
 */
export function secondsLeft(clock: Countdown, offsetMs: number, deviceNow: number): number {
  const ends = Date.parse(clock.startedAt) + clock.seconds * 1000;
  return Math.max(0, Math.ceil((ends - (deviceNow + offsetMs)) / 1000));
}

/** What the timer's live region says at this second, if anything: not every tick is news. */
export function countdownAnnouncement(seconds: number, total: number): string | null {
  if (seconds === 0) return t`Time is up.`;
  if (seconds === 10 && total > 10) return t`10 seconds left.`;
  if (seconds === 5) return t`5 seconds left.`;
  return null;
}
