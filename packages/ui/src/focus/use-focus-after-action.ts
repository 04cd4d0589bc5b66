import { useCallback, useEffect, useRef } from 'react';
import { type FocusAfterOptions, type FocusTargets, focusAfter } from './focus-after';

/**
 * `focusAfter` for a component: call the answer when an action is done (or has started, for one
 * that disables its control while it runs) with where focus goes next; a wait still running when
 * the component unmounts, or when the next action starts, is cancelled.
 */
export function useFocusAfterAction(options?: FocusAfterOptions) {
  const cancel = useRef<() => void>(undefined);
  useEffect(() => () => cancel.current?.(), []);
  const timeout = options?.timeout;
  return useCallback(
    (targets: FocusTargets) => {
      cancel.current?.();
      cancel.current = focusAfter(targets, { timeout });
    },
    [timeout],
  );
}
