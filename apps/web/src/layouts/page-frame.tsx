import { Outlet } from '@tanstack/react-router';
import { scrollContainerId } from '../app/navigation-effects';
import * as styles from './layout.css';

/** The scrolling main region every layout renders its page into (scrolled to top on navigation). */
export function PageFrame() {
  return (
    <main id={scrollContainerId} className={styles.main} tabIndex={-1}>
      <div className={styles.content}>
        <Outlet />
      </div>
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
