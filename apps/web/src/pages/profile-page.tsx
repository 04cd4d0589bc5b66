import { currentUserQueryOptions } from '@sparked/features/current-user';
import { useSession } from '@sparked/features/session';
import { Card } from '@sparked/ui/card';
import { Stack } from '@sparked/ui/stack';
import { useSuspenseQuery } from '@tanstack/react-query';
import * as styles from './page.css';

const roleLabels = { student: 'Student', facilitator: 'Facilitator', admin: 'Admin' } as const;

/** Who the signed-in user is, as the single sign-on service knows them. */
export function ProfilePage() {
  const { session } = useSession();
  const { data: user } = useSuspenseQuery(currentUserQueryOptions(session.client));
  return (
    <Stack gap={5}>
      <h1 className={styles.title}>Profile</h1>
      <Card heading="Account">
        <dl className={styles.details}>
          <dt className={styles.term}>Name</dt>
          <dd className={styles.definition}>
            {user.firstName} {user.lastName}
          </dd>
          <dt className={styles.term}>Email</dt>
          <dd className={styles.definition}>{user.email}</dd>
          <dt className={styles.term}>Role</dt>
          <dd className={styles.definition}>{roleLabels[user.role]}</dd>
        </dl>
      </Card>
    </Stack>
  );
}
