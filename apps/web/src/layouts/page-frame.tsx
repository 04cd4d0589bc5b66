import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { scrollContainerId } from '../app/navigation-effects';
import * as styles from './layout.css';

/**
 * The scrolling main region every layout renders its page into (scrolled to top on navigation),
 * with the layout's footer, if it has one, below the page.
 */
export function PageFrame({ footer }: { footer?: ReactNode }) {
  return (
    <main id={scrollContainerId} className={styles.main} tabIndex={-1}>
      <div className={styles.content}>
        <Outlet />
      </div>
      {footer}
    </main>
  );
}

export function SkipLink() {
  return (
    <a href={`#${scrollContainerId}`} className={styles.skipLink}>
      Skip to content
    </a>
  );
}
