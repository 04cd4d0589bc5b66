import { Children, type ReactNode, startTransition, useEffect, useState } from 'react';

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

/**
 * Its children one at a time, each in a commit of its own after the one before: for a page of
 * many sections, each with its own requests, which mounted together made one long task on a slow
 * phone. The first shows after the component's own first commit.
 */
export function InTurn({ children }: { children: ReactNode }): ReactNode {
  const sections = Children.toArray(children);
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown < sections.length) startTransition(() => setShown(shown + 1));
  }, [shown, sections.length]);
  return sections.slice(0, shown);
}
