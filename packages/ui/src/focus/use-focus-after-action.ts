import { useCallback, useRef } from 'react';
import { type FocusAfterOptions, type FocusTargets, focusAfter } from './focus-after';

/**
 * `focusAfter` for a component: call the answer when an action is done with where focus goes
 * next. A wait still running when the next action starts is cancelled. One is not cancelled when
 * the component unmounts: a control that went away with its action is the case the rule is for.
 */
export function useFocusAfterAction(options?: FocusAfterOptions) {
  const cancel = useRef<() => void>(undefined);
  const timeout = options?.timeout;
  return useCallback(
    (targets: FocusTargets, onTimeout?: () => void) => {
      cancel.current?.();
      cancel.current = focusAfter(targets, { timeout, onTimeout });
    },
    [timeout],
  );
}
