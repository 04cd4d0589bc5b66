/** Why an item's countdown is on hold; it runs again only once every reason has gone. */
export type HoldReason = 'pointer' | 'focus';

export type DismissTimers = {
  /** Starts a countdown for each key not seen before and forgets keys no longer shown. */
  sync: (keys: Iterable<number>) => void;
  hold: (key: number, reason: HoldReason) => void;
  release: (key: number, reason: HoldReason) => void;
  /** Cancels every countdown. */
  dispose: () => void;
};

type Countdown = {
  remaining: number;
  startedAt: number;
  timer: ReturnType<typeof setTimeout> | undefined;
  holds: Set<HoldReason>;
  expired: boolean;
};

/**
 * One countdown per shown item that calls `onExpire(key)` after `duration` ms of unpaused time.
 * Holding pauses it and keeps the time left; releasing resumes from there. Plain timers and no
 * React, so fake timers test it directly.
 */
export function createDismissTimers({
  duration,
  onExpire,
}: {
  duration: number;
  onExpire: (key: number) => void;
}): DismissTimers {
  const countdowns = new Map<number, Countdown>();

  const run = (key: number, countdown: Countdown) => {
    countdown.startedAt = Date.now();
    countdown.timer = setTimeout(() => {
      countdown.timer = undefined;
      // Kept until the key leaves `sync`, so an item the caller has not removed yet is not
      // counted down a second time.
      countdown.expired = true;
      onExpire(key);
    }, countdown.remaining);
  };

  const pause = (countdown: Countdown) => {
    clearTimeout(countdown.timer);
    countdown.timer = undefined;
    countdown.remaining -= Date.now() - countdown.startedAt;
  };

  return {
    sync: (keys) => {
      const shown = new Set(keys);
      for (const [key, countdown] of countdowns) {
        if (!shown.has(key)) {
          clearTimeout(countdown.timer);
          countdowns.delete(key);
        }
      }
      for (const key of shown) {
        if (countdowns.has(key)) continue;
        const countdown: Countdown = {
          remaining: duration,
          startedAt: 0,
          timer: undefined,
          holds: new Set(),
          expired: false,
        };
        countdowns.set(key, countdown);
        run(key, countdown);
      }
    },
    hold: (key, reason) => {
      const countdown = countdowns.get(key);
      if (!countdown || countdown.expired) return;
      if (countdown.holds.size === 0) pause(countdown);
      countdown.holds.add(reason);
    },
    release: (key, reason) => {
      const countdown = countdowns.get(key);
      if (!countdown || countdown.expired || !countdown.holds.delete(reason)) return;
      if (countdown.holds.size === 0) run(key, countdown);
    },
    dispose: () => {
      for (const countdown of countdowns.values()) clearTimeout(countdown.timer);
      countdowns.clear();
    },
  };
}
