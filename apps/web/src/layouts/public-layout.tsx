import { Trans } from '@lingui/react/macro';
import { LocaleSelect } from '@sparked/features/locale';
import { useSession } from '@sparked/features/session';
import { ThemeSelect } from '@sparked/features/theme';
import { Button } from '@sparked/ui/button';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { accountControlsId, MenuButton, useChromeMenu } from './chrome-menu';
import * as styles from './layout.css';
import { PageFrame, SkipLink } from './page-frame';

// Most visitors here are signed out (sign-in, register, a class's landing page): the menu and the
// avatar it shows load only for those who are signed in.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/** Landing pages and sign-in: open to everyone, with the way in for visitors. */
export function PublicLayout() {
  const { claims } = useSession();
  const menu = useChromeMenu();
  return (
    <div className={styles.shell} data-layout="public" {...menu.shellProps}>
      <SkipLink />
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          Sparked
        </Link>
        {claims ? (
          // On a phone the account controls fold behind the menu button as in the signed-in
          // layouts: unfolded they took two rows more than the signed-out header, and the page
          // jumped down twice as the session and the name arrived (layout shift 0.27).
          <>
            <MenuButton menu={menu} controls={accountControlsId} />
            <Suspense
              fallback={
                <div
                  id={accountControlsId}
                  className={`${styles.headerEnd} ${styles.foldsOnPhone}`}
                />
              }
            >
              <UserMenu />
            </Suspense>
          </>
        ) : (
          // On a phone the language and theme lists fold behind the menu button: with the ways in
          // beside them they took a third row, and the page started below a fifth of the screen.
          <div className={styles.headerEnd}>
            <MenuButton menu={menu} controls={accountControlsId} />
            <div id={accountControlsId} className={`${styles.headerEnd} ${styles.foldsOnPhone}`}>
              <LocaleSelect />
              <ThemeSelect />
            </div>
            <Button asChild variant="ghost" size="sm">
              <Link to="/sign-in">
                <Trans>Sign in</Trans>
              </Link>
            </Button>
            <Button asChild size="sm">
              <Link to="/register">
                <Trans>Create account</Trans>
              </Link>
            </Button>
          </div>
        )}
      </header>
      <PageFrame />
    </div>
  );
}
