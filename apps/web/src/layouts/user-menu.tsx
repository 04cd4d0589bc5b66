import { Trans } from '@lingui/react/macro';
import { AvatarBadge } from '@sparked/features/avatar';
import { currentUserQueryOptions } from '@sparked/features/current-user';
import { useSession } from '@sparked/features/session';
import { ThemeSelect } from '@sparked/features/theme';
import { Button } from '@sparked/ui/button';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { accountControlsId } from './chrome-menu';
import * as styles from './layout.css';

/** Theme choice, who is signed in (avatar and name, linking to their profile) and sign-out. */
export function UserMenu() {
  const { session } = useSession();
  const navigate = useNavigate();
  const { data: user } = useQuery(currentUserQueryOptions(session.client));
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    await session.logout();
    await navigate({ to: '/sign-in' });
  };

  return (
    <div id={accountControlsId} className={`${styles.headerEnd} ${styles.foldsOnPhone}`}>
      <ThemeSelect />
      {user ? (
        <Link to="/profile" className={styles.userName}>
          <AvatarBadge client={session.client} />
          <bdi>
            {user.firstName} {user.lastName}
          </bdi>
        </Link>
      ) : null}
      <Button variant="secondary" size="sm" loading={signingOut} onClick={signOut}>
        <Trans>Sign out</Trans>
      </Button>
    </div>
  );
}
