import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { createDismissTimers, type DismissTimers } from './dismiss-timers';

/** Counts down every key in `keys` and calls the latest `onExpire` when one runs out. */
export function useDismissTimers(
  keys: readonly number[],
  duration: number,
  onExpire: (key: number) => void,
): DismissTimers {
  // Read at expiry, so a new callback each render neither restarts nor loses a countdown.
  const latestOnExpire = useRef(onExpire);
  useLayoutEffect(() => {
    latestOnExpire.current = onExpire;
  });

  const timers = useMemo(
    () => createDismissTimers({ duration, onExpire: (key) => latestOnExpire.current(key) }),
    [duration],
  );
  useEffect(() => timers.dispose, [timers]);
  // Before anything can be hovered or focused: a hold on an item without its countdown is lost.
  useLayoutEffect(() => timers.sync(keys), [timers, keys]);

  return timers;
}
