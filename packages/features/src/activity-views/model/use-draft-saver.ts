import { useCallback, useEffect, useRef } from 'react';

/** How long after the last answer the draft is saved. */
export const draftSaveDelayMs = 600;

/**
 * Saves the latest of a stream of values a moment after the last change, one request at a time
 * (so an older save never lands after a newer one), and at once when the tab is hidden or the
 * view closes. A failed save keeps its value for the next change to send. `settle` drops what is
 * waiting and resolves once the save under way has finished, for a submit that replaces the draft.
 */
export function useDraftSaver<T>(save: ((value: T) => Promise<void>) | undefined) {
  const saveRef = useRef(save);
  saveRef.current = save;
  const queue = useRef<{
    latest?: T;
    timer?: ReturnType<typeof setTimeout>;
    sending?: Promise<void>;
  }>({});

  const flush: () => void = useCallback(() => {
    const current = queue.current;
    clearTimeout(current.timer);
    const value = current.latest;
    if (value === undefined || current.sending || !saveRef.current) return;
    current.latest = undefined;
    current.sending = saveRef.current(value).then(
      () => {
        current.sending = undefined;
        // Answers given while this save was under way have waited long enough.
        if (current.latest !== undefined) flush();
      },
      () => {
        current.sending = undefined;
        current.latest ??= value;
      },
    );
  }, []);

  const schedule = useCallback(
    (value: T) => {
      const current = queue.current;
      current.latest = value;
      clearTimeout(current.timer);
      current.timer = setTimeout(flush, draftSaveDelayMs);
    },
    [flush],
  );

  const settle = useCallback(async () => {
    const current = queue.current;
    clearTimeout(current.timer);
    current.latest = undefined;
    await current.sending;
  }, []);

  useEffect(() => {
    const onHidden = () => {
      if (document.hidden) flush();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [flush]);

  return { schedule, settle };
}
