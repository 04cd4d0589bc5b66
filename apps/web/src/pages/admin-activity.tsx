import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  auditActionNames,
  describeForAccountHolder,
  ownAdminActivityQueryOptions,
} from '@sparked/features/admin';
import { useSession } from '@sparked/features/session';
import { Card } from '@sparked/ui/card';
import { dateFormat } from '@sparked/ui/format';
import { useQuery } from '@tanstack/react-query';
import * as styles from '../shared/page.css';
import { QueryState } from '../shared/query-state';

const shownDate = dateFormat('date and time');

/**
 * What admins did to the signed-in user's account, and why: people are told when their role,
 * access, tags or wallets were changed by someone else.
 */
export function AdminActivity() {
  const { t } = useLingui();
  const { session } = useSession();
  const activity = useQuery(ownAdminActivityQueryOptions(session.client));
  return (
    <Card heading={t`Admin activity on your account`} as="section">
      <QueryState query={activity} loading={t`Loading admin activity`} what={t`Admin activity`}>
        {({ entries, total }) =>
          entries.length === 0 ? (
            <p className={styles.note}>
              <Trans>No admin has changed your account.</Trans>
            </p>
          ) : (
            <ul className={styles.cardList}>
              {entries.map((entry) => (
                <li key={entry.id} className={styles.itemMeta}>
                  <span className={styles.inlineRow}>
                    <strong>{auditActionNames[entry.action]}</strong>
                    <span className={styles.note}>
                      {shownDate.format(new Date(entry.at))}
                      {entry.actor ? t`, by ${entry.actor.name}` : ''}
                    </span>
                  </span>
                  <span>{describeForAccountHolder(entry.action, entry.before, entry.after)}</span>
                  {entry.reason ? <span>“{entry.reason}”</span> : null}
                </li>
              ))}
              {total > entries.length ? (
                <li className={styles.note}>
                  <Plural
                    value={total - entries.length}
                    one="And # earlier change."
                    other="And # earlier changes."
                  />
                </li>
              ) : null}
            </ul>
          )
        }
      </QueryState>
    </Card>
  );
}
