import type { eventStatuses } from '@sparked/contracts';

type Status = (typeof eventStatuses)[number];

/** Where a window (an event's, a competition's) stands at `at`. */
export function statusOf(window: { startsAt: Date; endsAt: Date }, at: Date): Status {
  if (at < window.startsAt) return 'upcoming';
  return at < window.endsAt ? 'live' : 'ended';
}

/** Live first, then upcoming, then ended; lists sort by it after the soonest end. */
export const statusOrder: Record<Status, number> = { live: 0, upcoming: 1, ended: 2 };
