import { Trans, useLingui } from '@lingui/react/macro';
import {
  auditQueryOptions,
  userQueryOptions,
  userRoleLabels,
  userStatusLabels,
} from '@sparked/features/admin';
import { shownEmail } from '@sparked/features/lms-accounts';
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
  const { t } = useLingui();
  const { session } = useSession();
  const log = useQuery(
    auditQueryOptions(session.client, { subjectId: userId, limit: recentChanges }),
  );
  return (
    <Card as="section" heading={t`Changes by admins`} headingLevel={2}>
      <QueryState
        query={log}
        loading={t`Loading the changes`}
        what={t`The changes to this account`}
      >
        {({ entries, total }) => (
          <Stack gap={3}>
            {entries.length === 0 ? (
              <p className={styles.note}>
                <Trans>No admin has changed this account.</Trans>
              </p>
            ) : (
              <AuditTable
                entries={entries}
                label={t`Changes to this account`}
                withSubject={false}
              />
            )}
            {total > entries.length ? (
              <Link to="/educator/audit" search={{ subjectId: userId }}>
                <Trans>All {total} changes</Trans>
              </Link>
            ) : null}
            {isAdmin ? (
              <Link to="/educator/audit" search={{ actorId: userId }}>
                <Trans>Changes this admin made</Trans>
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
  const { t } = useLingui();
  const { session } = useSession();
  const { userId } = route.useParams();
  const user = useQuery(userQueryOptions(session.client, userId));
  return (
    <Stack gap={5}>
      <Link to="/educator/users">
        <Trans>All users</Trans>
      </Link>
      <QueryState query={user} loading={t`Loading the user`} what={t`This user`} title={t`User`}>
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
            <Card as="section" heading={t`Account`} headingLevel={2}>
              <dl className={styles.details}>
                <dt className={styles.term}>
                  <Trans>Email</Trans>
                </dt>
                <dd className={styles.definition}>{shownEmail(detail.email)}</dd>
                <dt className={styles.term}>
                  <Trans>Joined</Trans>
                </dt>
                <dd className={styles.definition}>
                  {shownDate.format(new Date(detail.createdAt))}
                </dd>
                {detail.deactivatedAt ? (
                  <>
                    <dt className={styles.term}>
                      <Trans>Deactivated</Trans>
                    </dt>
                    <dd className={styles.definition}>
                      {shownDate.format(new Date(detail.deactivatedAt))}
                    </dd>
                  </>
                ) : null}
                <dt className={styles.term}>
                  <Trans>Classes</Trans>
                </dt>
                <dd className={styles.definition}>
                  {detail.classes.length === 0
                    ? t`None`
                    : detail.classes
                        .map((entry) => {
                          const name = entry.name;
                          return entry.as === 'teacher'
                            ? t`${name} (teaches)`
                            : t`${name} (learns)`;
                        })
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
