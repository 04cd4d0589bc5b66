import type { ReactNode } from 'react';
import { useState } from 'react';
import * as styles from './activity-view.css';

/**
 * A glossary term as a learner meets it in the text: pressing it (or Enter on it) shows what it
 * means right after it, in the sentence, and pressing again hides it. No pop-up to position or
 * dismiss, so it works the same by touch, mouse, keyboard and screen reader.
 */
export function GlossaryTermView({
  definition,
  children,
}: {
  definition: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  if (!definition) return <dfn className={styles.term}>{children}</dfn>;
  return (
    <>
      <dfn className={styles.term}>
        <button
          type="button"
          className={styles.termButton}
          aria-expanded={open}
          onClick={() => setOpen((shown) => !shown)}
        >
          {children}
        </button>
      </dfn>
      {open ? <span className={styles.definition}> ({definition})</span> : null}
    </>
  );
}
