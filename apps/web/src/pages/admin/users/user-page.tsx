import { shownEmail } from '@sparked/contracts';
import {
  auditQueryOptions,
  userQueryOptions,
  userRoleLabels,
  userStatusLabels,
} from '@sparked/features/admin';
import { useSession } from '@sparked/features/session';
import { Badge } from '@sparked/ui/badge';
import { Card } from '@sparked/ui/card';
import { dateFormat } from '@sparked/ui/format';
import { Inline } from '@sparked/ui/inline';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import * as styles from '../../../shared/page.css';
import { QueryState } from '../../../shared/query-state';
import { AuditTable } from '../audit/audit-table';
import { AccountChanges } from './account-changes';
import { UserTagsCard } from './user-tags-card';
import { UserTickets } from './user-tickets';
import { WalletCard } from './wallet-card';

const route = getRouteApi('/_authenticated/_staff/educator/users/$userId');
const shownDate = dateFormat('date');
const recentChanges = 10;

/** The latest privileged changes to this account, with the way to the full log. */
function AccountHistory({ userId, isAdmin }: { userId: string; isAdmin: boolean }) {
  const { session } = useSession();
  const log = useQuery(
    auditQueryOptions(session.client, { subjectId: userId, limit: recentChanges }),
  );
  return (
    <Card as="section" heading="Changes by admins" headingLevel={2}>
      <QueryState query={log} loading="Loading the changes" what="The changes to this account">
        {({ entries, total }) => (
          <Stack gap={3}>
            {entries.length === 0 ? (
              <p className={styles.note}>No admin has changed this account.</p>
            ) : (
              <AuditTable entries={entries} label="Changes to this account" withSubject={false} />
            )}
            {total > entries.length ? (
              <Link to="/educator/audit" search={{ subjectId: userId }}>
                All {total} changes
              </Link>
            ) : null}
            {isAdmin ? (
              <Link to="/educator/audit" search={{ actorId: userId }}>
                Changes this admin made
              </Link>
            ) : null}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}

/**
 * One user in the admin console: who they are, their role and access, tags, wallets,
 * and what admins have changed.
 */
export function UserPage() {
  const { session } = useSession();
  const { userId } = route.useParams();
  const user = useQuery(userQueryOptions(session.client, userId));
  return (
    <Stack gap={5}>
      <Link to="/educator/users">All users</Link>
      <QueryState query={user} loading="Loading the user" what="This user" title="User">
        {(detail) => (
          <Stack gap={5}>
            <Inline gap={3} align="center" wrap>
              <h1 className={styles.title}>
                {detail.firstName} {detail.lastName}
              </h1>
              <Badge tone="primary">{userRoleLabels[detail.role]}</Badge>
              <Badge tone={detail.status === 'active' ? 'success' : 'neutral'}>
                {userStatusLabels[detail.status]}
              </Badge>
            </Inline>
            <Card as="section" heading="Account" headingLevel={2}>
              <dl className={styles.details}>
                <dt className={styles.term}>Email</dt>
                <dd className={styles.definition}>{shownEmail(detail.email)}</dd>
                <dt className={styles.term}>Joined</dt>
                <dd className={styles.definition}>
                  {shownDate.format(new Date(detail.createdAt))}
                </dd>
                {detail.deactivatedAt ? (
                  <>
                    <dt className={styles.term}>Deactivated</dt>
                    <dd className={styles.definition}>
                      {shownDate.format(new Date(detail.deactivatedAt))}
                    </dd>
                  </>
                ) : null}
                <dt className={styles.term}>Classes</dt>
                <dd className={styles.definition}>
                  {detail.classes.length === 0
                    ? 'None'
                    : detail.classes
                        .map(
                          (entry) =>
                            `${entry.name} (${entry.as === 'teacher' ? 'teaches' : 'learns'})`,
                        )
                        .join(', ')}
                </dd>
              </dl>
            </Card>
            <AccountChanges user={detail} />
            <UserTagsCard user={detail} />
            <WalletCard user={detail} />
            <UserTickets userId={detail.id} />
            <AccountHistory userId={detail.id} isAdmin={detail.role === 'admin'} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
