import { useLingui } from '@lingui/react/macro';
import { type AuditEntry, describeSnapshot } from '@sparked/contracts';
import { auditActionNames } from '@sparked/features/admin';
import { dateFormat } from '@sparked/ui/format';
import { Link } from '@tanstack/react-router';
import { HeaderRow } from '../../../shared/header-row';
import * as styles from '../../../shared/page.css';
import * as tableStyles from '../../../shared/table.css';
import { TableScroll } from '../../../shared/table-scroll';

const timeFormat = dateFormat('date and time');

function Person({ person }: { person: AuditEntry['actor'] }) {
  if (!person) return <>—</>;
  return (
    <Link to="/educator/users/$userId" params={{ userId: person.id }}>
      {person.name}
    </Link>
  );
}

/**
 * Audit entries as a table: when, what, who did it, to whom, before and after, why, and from
 * where. `withSubject` is off where the page is already about one user.
 */
export function AuditTable({
  entries,
  label,
  withSubject = true,
}: {
  entries: AuditEntry[];
  label: string;
  withSubject?: boolean;
}) {
  const { t } = useLingui();
  const labels = [
    t`When`,
    t`Change`,
    t`By`,
    ...(withSubject ? [t`User`] : []),
    t`Before`,
    t`After`,
    t`Reason`,
    t`From`,
  ];
  return (
    <TableScroll label={label}>
      <table className={tableStyles.table}>
        <HeaderRow labels={labels} />
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={tableStyles.cell}>
                <time dateTime={entry.at}>{timeFormat.format(new Date(entry.at))}</time>
              </td>
              <th scope="row" className={tableStyles.cell}>
                {auditActionNames[entry.action]}
              </th>
              <td className={tableStyles.cell}>
                <Person person={entry.actor} />
              </td>
              {withSubject ? (
                <td className={tableStyles.cell}>
                  <Person person={entry.subject} />
                </td>
              ) : null}
              {/* The record as stored, field names and all, as the CSV export writes it: the same
                  in every language, so translation leaves it alone. */}
              <td className={tableStyles.cell} translate="no">
                {describeSnapshot(entry.before, '—')}
              </td>
              <td className={tableStyles.cell} translate="no">
                {describeSnapshot(entry.after, '—')}
              </td>
              <td className={tableStyles.cell}>{entry.reason ?? '—'}</td>
              <td className={tableStyles.cell}>
                {entry.ip ?? '—'}
                {entry.userAgent ? <span className={styles.note}> {entry.userAgent}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
