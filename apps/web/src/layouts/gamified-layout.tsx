import { AppHeader } from './app-header';
import * as styles from './layout.css';
import { NavList } from './nav-list';
import { studentNav } from './navigation';
import { PageFrame, SkipLink } from './page-frame';

/** The gamified student area: brand bar, the student navigation, the page. */
export function GamifiedLayout() {
  return (
    <div className={styles.shell} data-layout="gamified">
      <SkipLink />
      <AppHeader />
      <div className={styles.topNav}>
        <NavList label="Main" items={studentNav} />
      </div>
      <PageFrame />
    </div>
  );
}

/**
 * The brand bar and the page, no navigation to distract: the plain gamified layout (code box) and
 * the focus layout (editors, activity player).
 */
export function BareLayout({ name }: { name: 'plain-gamified' | 'focus' }) {
  return (
    <div className={styles.shell} data-layout={name}>
      <SkipLink />
      <AppHeader />
      <PageFrame />
    </div>
  );
}
