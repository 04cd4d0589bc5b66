import { Trans } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { scrollContainerId } from '../app/navigation-effects';
import * as styles from './layout.css';

/**
 * The scrolling main region every layout renders its page into (scrolled to top on navigation),
 * with the layout's footer, if it has one, below the page.
 *
 * The page renders with its layout, in the same commit: a commit of its own for the page (it
 * kept the first render's tasks shorter on a slow phone) put the page's largest text one commit
 * later, and the requests the layout starts ahead of it, on the first visit (decision 0047).
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
      <Trans>Skip to content</Trans>
    </a>
  );
}
