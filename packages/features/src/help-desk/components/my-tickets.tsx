import { Trans, useLingui } from '@lingui/react/macro';
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

function FiledAt({ iso }: { iso: string }) {
  const filed = formatFiledAt(iso);
  return (
    <span className={styles.muted}>
      <Trans>Filed {filed}</Trans>
    </span>
  );
}

/** The tickets Janus filed for the signed-in user, with where each one stands (profile page). */
export function MyTickets({ client }: MyTicketsProps) {
  const { t } = useLingui();
  const tickets = useQuery(ownTicketsQueryOptions(client));
  const reason = tickets.error?.message;
  return (
    <Card as="section" heading={t`Help-desk tickets`}>
      {tickets.isPending ? <Spinner label={t`Loading your tickets`} /> : null}
      {tickets.isError ? (
        <LoadFailure
          message={t`Your tickets could not be loaded: ${reason}`}
          onRetry={() => void tickets.refetch()}
        />
      ) : null}
      {tickets.data?.tickets.length === 0 ? (
        <p className={styles.muted}>
          <Trans>
            You have no tickets. When something goes wrong, ask Janus: it can file one for you.
          </Trans>
        </p>
      ) : null}
      {tickets.data && tickets.data.tickets.length > 0 ? (
        <ul className={styles.stackedList}>
          {tickets.data.tickets.map((ticket) => (
            <li key={ticket.key} className={styles.ownItem}>
              <span className={styles.key}>{ticket.key}</span>
              <span className={styles.text}>{ticket.title}</span>
              <TicketStatusBadge status={ticket.status} />
              <FiledAt iso={ticket.createdAt} />
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
