import type { ReactNode } from 'react';
import * as tableStyles from './table.css';

/**
 * The box a wide table scrolls in on a phone. It can take focus, and is a named region, so a
 * keyboard user can scroll it too (WCAG 2.1.1) even when the table holds no button.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={tableStyles.tableScroll} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
