import { Trans, useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { scrollContainerId } from '../app/navigation-effects';
import { useAfterFirstCommit } from './after-first-commit';
import * as styles from './layout.css';

/**
 * The scrolling main region every layout renders its page into (scrolled to top on navigation),
 * with the layout's footer, if it has one, below the page.
 *
 * When a layout first shows, its page renders a moment later: layout and page together made one
 * long task on a slow phone. The boot shell's grey lines hold the page's place meanwhile.
 */
export function PageFrame({ footer }: { footer?: ReactNode }) {
  const pageShows = useAfterFirstCommit();
  return (
    <main id={scrollContainerId} className={styles.main} tabIndex={-1}>
      <div className={styles.content}>{pageShows ? <Outlet /> : <PagePlaceholder />}</div>
      {/* With the page, or the page would push it down as it arrives. */}
      {pageShows ? footer : null}
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

/** The boot shell's lines (index.html, app/boot-shell.css.ts), where the page is about to show. */
function PagePlaceholder() {
  const { t } = useLingui();
  return (
    <div className="boot-shell__page" role="status" aria-label={t`Loading`}>
      <span className="boot-shell__line" />
      <span className="boot-shell__line" />
      <span className="boot-shell__line" />
    </div>
  );
}
