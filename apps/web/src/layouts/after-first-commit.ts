import { Children, type ReactNode, startTransition, useEffect, useState } from 'react';

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
