import { Badge } from '@sparked/ui/badge';
import { AppHeader } from './app-header';
import * as styles from './layout.css';
import { NavList } from './nav-list';
import { educatorNav, type NavItem, studentHomeNav } from './navigation';
import { PageFrame, SkipLink } from './page-frame';

function SidebarLayout({
  name,
  header,
  label,
  items,
}: {
  name: string;
  header: React.ReactNode;
  label: string;
  items: readonly NavItem[];
}) {
  return (
    <div className={styles.shell} data-layout={name}>
      <SkipLink />
      {header}
      <div className={styles.withSidebar}>
        <aside className={styles.sideNav}>
          <NavList label={label} items={items} vertical />
        </aside>
        <PageFrame />
      </div>
    </div>
  );
}

/** The student home layout (/dashboard, /old, /spring-competition/dashboard). */
export function StudentHomeLayout() {
  return (
    <SidebarLayout
      name="student-home"
      header={<AppHeader />}
      label="Student"
      items={studentHomeNav}
    />
  );
}

/** Educator management, with the 'Educator' badge (spec §2). */
export function EducatorLayout() {
  return (
    <SidebarLayout
      name="educator"
      header={<AppHeader badge={<Badge tone="primary">Educator</Badge>} />}
      label="Educator"
      items={educatorNav}
    />
  );
}
