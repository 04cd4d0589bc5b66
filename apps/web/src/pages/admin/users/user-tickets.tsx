import { Trans, useLingui } from '@lingui/react/macro';
import { TicketStatusBadge, ticketsQueryOptions } from '@sparked/features/help-desk';
import { useSession } from '@sparked/features/session';
import { Card } from '@sparked/ui/card';
import { dateFormat } from '@sparked/ui/format';
import { useQuery } from '@tanstack/react-query';
import { HeaderRow } from '../../../shared/header-row';
import * as styles from '../../../shared/page.css';
import { QueryState } from '../../../shared/query-state';
import * as tableStyles from '../../../shared/table.css';
import { TableScroll } from '../../../shared/table-scroll';

const shownDate = dateFormat('date');

/** The help-desk tickets the user filed, newest first. */
export function UserTickets({ userId }: { userId: string }) {
  const { t } = useLingui();
  const { session } = useSession();
  const tickets = useQuery(ticketsQueryOptions(session.client, { reporterId: userId, limit: 10 }));
  return (
    <Card as="section" heading={t`Help-desk tickets`} headingLevel={2}>
      <QueryState query={tickets} loading={t`Loading the tickets`} what={t`The user’s tickets`}>
        {({ tickets: list, total }) =>
          list.length === 0 ? (
            <p className={styles.note}>
              <Trans>No tickets from this user.</Trans>
            </p>
          ) : (
            <TableScroll label={t`Tickets from this user`}>
              <table className={tableStyles.table}>
                <caption className={styles.note}>
                  {total > list.length
                    ? t`The newest ${list.length} of ${total}`
                    : t`${total} in all`}
                </caption>
                <HeaderRow labels={[t`Ticket`, t`Title`, t`Status`, t`Filed`]} />
                <tbody>
                  {list.map((ticket) => (
                    <tr key={ticket.key}>
                      <th scope="row" className={tableStyles.cell}>
                        {ticket.key}
                      </th>
                      <td className={tableStyles.cell}>{ticket.title}</td>
                      <td className={tableStyles.cell}>
                        <TicketStatusBadge status={ticket.status} />
                      </td>
                      <td className={tableStyles.cell}>
                        {shownDate.format(new Date(ticket.createdAt))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )
        }
      </QueryState>
    </Card>
  );
}
