import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import * as styles from './activity-view.css';

/**
 * A glossary term as a learner meets it in the text: pressing it (or Enter on it) shows what it
 * means right after it, in the sentence, and pressing again hides it. No pop-up to position or
 * dismiss, so it works the same by touch, mouse, keyboard and screen reader. It is a disclosure
 * (WAI-ARIA APG): the term says whether it is open and which definition it controls, and Escape
 * on the term closes it, focus staying on the term.
 */
export function GlossaryTermView({
  definition,
  children,
}: {
  definition: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const definitionId = useId();
  if (!definition) return <dfn className={styles.term}>{children}</dfn>;
  return (
    <>
      <dfn className={styles.term}>
        <button
          type="button"
          className={styles.termButton}
          aria-expanded={open}
          aria-controls={definitionId}
          onClick={() => setOpen((shown) => !shown)}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || !open) return;
            // Only this disclosure closes: a dialog around the text stays open.
            event.stopPropagation();
            setOpen(false);
          }}
        >
          {children}
        </button>
      </dfn>
      {/* Rendered only when open, as Radix's Collapsible does: the text stays as the learner sees
          it, and `aria-controls` names the definition whenever there is one to show. */}
      {open ? (
        <span id={definitionId} className={styles.definition}>
          {' '}
          ({definition})
        </span>
      ) : null}
    </>
  );
}
