import { startTransition, useEffect, useState } from 'react';

/**
 * False in a component's first render, true in a render of its own once that one has committed:
 * a transition, which React renders in slices, answering input between them. For the parts of a
 * screen that need not be in its first frame: rendered with the rest, they made one long task on
 * a slow phone. (`useDeferredValue` does not split them: nested in a deferred render, it answers
 * at once.)
 */
export function useAfterFirstCommit(): boolean {
  const [committed, setCommitted] = useState(false);
  useEffect(() => startTransition(() => setCommitted(true)), []);
  return committed;
}
