import { useSession } from '@sparked/features/session';
import { ThemeSelect } from '@sparked/features/theme';
import { Button } from '@sparked/ui/button';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import * as styles from './layout.css';
import { PageFrame, SkipLink } from './page-frame';

// Most visitors here are signed out (sign-in, register, a class's landing page): the menu and the
// avatar it shows load only for those who are signed in.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/** Landing pages and sign-in: open to everyone, with the way in for visitors. */
export function PublicLayout() {
  const { claims } = useSession();
  return (
    <div className={styles.shell} data-layout="public">
      <SkipLink />
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          Sparked
        </Link>
        {claims ? (
          <Suspense fallback={<div className={styles.headerEnd} />}>
            <UserMenu />
          </Suspense>
        ) : (
          <div className={styles.headerEnd}>
            <ThemeSelect />
            <Button asChild variant="ghost" size="sm">
              <Link to="/sign-in">Sign in</Link>
            </Button>
            <Button asChild size="sm">
              <Link to="/register">Create account</Link>
            </Button>
          </div>
        )}
      </header>
      <PageFrame />
    </div>
  );
}
