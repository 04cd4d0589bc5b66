import { useSession } from '@sparked/features/session';
import { useLingui } from '@sparked/i18n';
import { Link } from '@tanstack/react-router';
import { siteNavigationId } from './chrome-menu';
import * as styles from './layout.css';
import { type NavItem, visibleNavItems } from './navigation';

/** A navigation landmark listing the items the signed-in role may open. */
export function NavList({
  label,
  items,
  vertical = false,
}: {
  label: string;
  items: readonly NavItem[];
  vertical?: boolean;
}) {
  const { _ } = useLingui();
  const { claims } = useSession();
  return (
    <nav aria-label={label} id={siteNavigationId} className={styles.foldsOnPhone}>
      <ul className={vertical ? `${styles.navList} ${styles.navListVertical}` : styles.navList}>
        {visibleNavItems(items, claims?.user_role).map((item) => (
          <li key={String(item.to)}>
            <Link
              to={item.to}
              className={styles.navLink}
              activeOptions={{ exact: item.to === '/' }}
            >
              {_(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
