import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@sparked/ui/badge';
import { AppHeader } from './app-header';
import { useChromeMenu } from './chrome-menu';
import * as styles from './layout.css';
import { NavList } from './nav-list';
import { educatorNav, type NavItem, studentHomeNav } from './navigation';
import { PageFrame, SkipLink } from './page-frame';

function SidebarLayout({
  name,
  badge,
  label,
  items,
}: {
  name: string;
  badge?: React.ReactNode;
  label: string;
  items: readonly NavItem[];
}) {
  const menu = useChromeMenu();
  return (
    <div className={styles.shell} data-layout={name} {...menu.shellProps}>
      <SkipLink />
      <AppHeader badge={badge} menu={menu} withNavigation />
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
  const { t } = useLingui();
  return (
    <SidebarLayout
      name="student-home"
      label={t({ message: 'Student', comment: "The name of the student home's navigation." })}
      items={studentHomeNav}
    />
  );
}

/** Educator management, with the 'Educator' badge (spec §2). */
export function EducatorLayout() {
  const { t } = useLingui();
  return (
    <SidebarLayout
      name="educator"
      badge={
        <Badge tone="primary">
          <Trans comment="The badge in the educator area's header.">Educator</Trans>
        </Badge>
      }
      label={t({ message: 'Educator', comment: "The name of the educator area's navigation." })}
      items={educatorNav}
    />
  );
}
