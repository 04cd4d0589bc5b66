import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import * as styles from './layout.css';
import { UserMenu } from './user-menu';

/** The bar every signed-in layout starts with: the brand, an optional badge, the user menu. */
export function AppHeader({ badge }: { badge?: ReactNode }) {
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        Sparked
      </Link>
      {badge}
      <UserMenu />
    </header>
  );
}
