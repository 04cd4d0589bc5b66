import { Children, type ReactNode, startTransition, useEffect, useState } from 'react';
import * as styles from './after-first-commit.css';

/**
 * Its children one at a time, each in a commit of its own after the one before: for a page of
 * many sections, each with its own requests, which mounted together made one long task on a slow
 * phone. The first shows after the component's own first commit. Until the last has come, a
 * screen's height of empty space follows them, so what comes after (the footer) is below the
 * fold instead of in view and jumping down with every section (a layout shift, decision 0048).
 */
export function InTurn({ children }: { children: ReactNode }): ReactNode {
  const sections = Children.toArray(children);
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown < sections.length) startTransition(() => setShown(shown + 1));
  }, [shown, sections.length]);
  return (
    <>
      {sections.slice(0, shown)}
      {shown < sections.length && <div className={styles.pendingSections} />}
    </>
  );
}
