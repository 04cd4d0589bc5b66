import { Card } from '@sparked/ui/card';
import { Spinner } from '@sparked/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api-client';
import { ownTicketsQueryOptions } from '../api/own-tickets';
import { formatFiledAt } from '../model/ticket-presentation';
import { LoadFailure } from './load-failure';
import { TicketStatusBadge } from './ticket-status-badge';
import * as styles from './tickets.css';

export type MyTicketsProps = { client: ApiClient };

/** The tickets Janus filed for the signed-in user, with where each one stands (profile page). */
export function MyTickets({ client }: MyTicketsProps) {
  const tickets = useQuery(ownTicketsQueryOptions(client));
  return (
    <Card as="section" heading="Help-desk tickets">
      {tickets.isPending ? <Spinner label="Loading your tickets" /> : null}
      {tickets.isError ? (
        <LoadFailure
          message={`Your tickets could not be loaded: ${tickets.error.message}`}
          onRetry={() => void tickets.refetch()}
        />
      ) : null}
      {tickets.data?.tickets.length === 0 ? (
        <p className={styles.muted}>
          You have no tickets. When something goes wrong, ask Janus: it can file one for you.
        </p>
      ) : null}
      {tickets.data && tickets.data.tickets.length > 0 ? (
        <ul className={styles.stackedList}>
          {tickets.data.tickets.map((ticket) => (
            <li key={ticket.key} className={styles.ownItem}>
              <span className={styles.key}>{ticket.key}</span>
              <span className={styles.text}>{ticket.title}</span>
              <TicketStatusBadge status={ticket.status} />
              <span className={styles.muted}>Filed {formatFiledAt(ticket.createdAt)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
