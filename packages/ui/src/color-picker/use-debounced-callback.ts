import { useCallback, useEffect, useRef } from 'react';

/**
 * Delays `callback` until calls stop for `delay` ms, keeping only the last arguments. `flush`
 * delivers a pending call at once; unmounting flushes too, so the last change is never lost.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: ((...args: Args) => void) | undefined,
  delay: number,
) {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<Args | null>(null);

  useEffect(() => {
    latest.current = callback;
  });

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const args = pending.current;
    pending.current = null;
    if (args) latest.current?.(...args);
  }, []);

  const call = useCallback(
    (...args: Args) => {
      pending.current = args;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delay);
    },
    [delay, flush],
  );

  useEffect(() => flush, [flush]);

  return { call, flush };
}
