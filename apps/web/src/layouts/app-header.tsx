import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { accountControlsId, type ChromeMenu, MenuButton, siteNavigationId } from './chrome-menu';
import * as styles from './layout.css';
import { UserMenu } from './user-menu';

/**
 * The bar every signed-in layout starts with: the brand, an optional badge, the user menu, and on a
 * phone the button that shows the user menu and the layout's navigation (`withNavigation`).
 */
export function AppHeader({
  badge,
  menu,
  withNavigation = false,
}: {
  badge?: ReactNode;
  menu: ChromeMenu;
  withNavigation?: boolean;
}) {
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        Sparked
      </Link>
      {badge}
      <MenuButton
        menu={menu}
        controls={withNavigation ? `${accountControlsId} ${siteNavigationId}` : accountControlsId}
      />
      <UserMenu />
    </header>
  );
}
