import { shownEmail, ticketStatuses, ticketTypes } from '@sparked/contracts';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Select } from '@sparked/ui/select';
import { Spinner } from '@sparked/ui/spinner';
import { Stack } from '@sparked/ui/stack';
import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ApiClient } from '../../api-client';
import { firstTicketsPage, ticketsQueryOptions } from '../api/tickets';
import {
  anyValue,
  filterValue,
  formatFiledAt,
  statusFilterOptions,
  typeFilterOptions,
} from '../model/ticket-presentation';
import { LoadFailure } from './load-failure';
import { TicketDetails } from './ticket-details';
import { TicketStatusBadge } from './ticket-status-badge';
import * as styles from './tickets.css';

export type TicketsAdminProps = { client: ApiClient; pageSize?: number };

/**
 * The staff view of help-desk tickets (/jira): filter by type and status, open a ticket
 * with its conversation and screenshots, and move it along.
 */
export function TicketsAdmin({ client, pageSize = firstTicketsPage.limit }: TicketsAdminProps) {
  const [type, setType] = useState(anyValue);
  const [status, setStatus] = useState(anyValue);
  const [offset, setOffset] = useState(0);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const tickets = useQuery(
    ticketsQueryOptions(client, {
      type: filterValue(type, ticketTypes),
      status: filterValue(status, ticketStatuses),
      limit: pageSize,
      offset,
    }),
  );
  const filterBy = (set: (value: string) => void) => (value: string) => {
    set(value);
    setOffset(0);
  };
  const total = tickets.data?.total ?? 0;
  const rows = tickets.data?.tickets ?? [];

  return (
    <div className={styles.layout}>
      <Card as="section" heading="Tickets">
        <Stack gap={4}>
          <div className={styles.filters}>
            <Select
              label="Type"
              options={typeFilterOptions}
              value={type}
              onValueChange={filterBy(setType)}
            />
            <Select
              label="Status"
              options={statusFilterOptions}
              value={status}
              onValueChange={filterBy(setStatus)}
            />
          </div>
          {tickets.isPending ? <Spinner label="Loading tickets" /> : null}
          {tickets.isError ? (
            <LoadFailure
              message={`The tickets could not be loaded: ${tickets.error.message}`}
              onRetry={() => void tickets.refetch()}
            />
          ) : null}
          {tickets.isSuccess && rows.length === 0 ? (
            <p className={styles.muted}>No tickets match these filters.</p>
          ) : null}
          {rows.length > 0 ? (
            // A named scroll region: on a narrow screen the table scrolls inside it, by keyboard
            // too, and the page does not scroll sideways.
            <section
              className={styles.tableScroll}
              aria-label="Tickets table"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll the table.
              tabIndex={0}
            >
              <table className={styles.table} aria-busy={tickets.isFetching}>
                <caption>
                  <VisuallyHidden>Help-desk tickets, newest first</VisuallyHidden>
                </caption>
                <thead>
                  <tr>
                    {['Ticket', 'Title', 'Type', 'Status', 'Reporter', 'Filed'].map((name) => (
                      <th key={name} scope="col" className={styles.headCell}>
                        {name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((ticket) => (
                    <tr key={ticket.key}>
                      <th scope="row" className={styles.cell}>
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Open ${ticket.key}`}
                          aria-pressed={openKey === ticket.key}
                          className={styles.key}
                          onClick={(event) => {
                            opener.current = event.currentTarget;
                            setOpenKey(ticket.key);
                          }}
                        >
                          {ticket.key}
                        </Button>
                      </th>
                      <td className={styles.cell}>{ticket.title}</td>
                      <td className={styles.cell}>{ticket.type}</td>
                      <td className={styles.cell}>
                        <TicketStatusBadge status={ticket.status} />
                      </td>
                      <td className={styles.cell}>{shownEmail(ticket.reporter.email)}</td>
                      <td className={styles.cell}>{formatFiledAt(ticket.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ) : null}
          {total > pageSize ? (
            <div className={styles.pager}>
              <Button
                variant="secondary"
                size="sm"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - pageSize))}
              >
                Previous
              </Button>
              <p className={styles.muted}>
                {offset + 1}–{Math.min(offset + pageSize, total)} of {total}
              </p>
              <Button
                variant="secondary"
                size="sm"
                disabled={offset + pageSize >= total}
                onClick={() => setOffset(offset + pageSize)}
              >
                Next
              </Button>
            </div>
          ) : null}
        </Stack>
      </Card>
      {openKey ? (
        <TicketDetails
          key={openKey}
          client={client}
          ticketKey={openKey}
          onClose={() => {
            setOpenKey(null);
            opener.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
