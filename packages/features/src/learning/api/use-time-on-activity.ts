import { useEffect, useRef } from 'react';

/** How often time spent is saved while the page stays open. */
export const timeSaveIntervalMs = 30_000;

/**
 * Counts the seconds an activity is on screen (not while the tab is hidden) and hands them to
 * `save` every half minute, when the tab is hidden and when the activity closes, so time spent
 * survives a closed laptop lid. `save` failing loses only that stretch.
 */
export function useTimeOnActivity(save: (seconds: number) => Promise<void>, enabled = true) {
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    if (!enabled) return;
    let since = document.hidden ? null : Date.now();
    const flush = () => {
      if (since === null) return;
      const seconds = Math.round((Date.now() - since) / 1000);
      since = document.hidden ? null : Date.now();
      if (seconds > 0) saveRef.current(seconds).catch(() => undefined);
    };
    const onVisibility = () => {
      if (document.hidden) flush();
      else since = Date.now();
    };
    const timer = setInterval(flush, timeSaveIntervalMs);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [enabled]);
}
