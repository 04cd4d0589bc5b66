import type { GameQuestion } from '@sparked/contracts';

/**
 * Whole seconds left on a question, counted on the server's clock: `offsetMs` is how far the
 * server's clock is ahead of this device's (from the view's `serverTime` when it arrived).
 */
export function secondsLeft(question: GameQuestion, offsetMs: number, deviceNow: number): number {
  const ends = Date.parse(question.startedAt) + question.seconds * 1000;
  return Math.max(0, Math.ceil((ends - (deviceNow + offsetMs)) / 1000));
}

/** What the timer's live region says at this second, if anything: not every tick is news. */
export function countdownAnnouncement(seconds: number, total: number): string | null {
  if (seconds === 0) return 'Time is up.';
  if (seconds === 10 && total > 10) return '10 seconds left.';
  if (seconds === 5) return '5 seconds left.';
  return null;
}
