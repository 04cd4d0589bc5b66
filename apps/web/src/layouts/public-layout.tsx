import { useSession } from '@sparked/features/session';
import { ThemeSelect } from '@sparked/features/theme';
import { Button } from '@sparked/ui/button';
import { Link } from '@tanstack/react-router';
import * as styles from './layout.css';
import { PageFrame, SkipLink } from './page-frame';
import { UserMenu } from './user-menu';

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
          <UserMenu />
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
