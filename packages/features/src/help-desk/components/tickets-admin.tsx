import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ticketStatuses, ticketTypes } from '@sparked/contracts';
import { shownEmail } from '@sparked/features/lms-accounts';
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

/** The button that opens a ticket, named for screen readers: "Open SPK-12". */
function openLabel(ticket: string): string {
  return t({ message: `Open ${ticket}`, comment: 'Opens a help-desk ticket.' });
}

export type TicketsAdminProps = { client: ApiClient; pageSize?: number };

/**
 * The staff view of help-desk tickets (/jira): filter by type and status, open a ticket
 * with its conversation and screenshots, and move it along.
 */
export function TicketsAdmin({ client, pageSize = firstTicketsPage.limit }: TicketsAdminProps) {
  const { t } = useLingui();
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
  const reason = tickets.error?.message;
  const first = offset + 1;
  const last = Math.min(offset + pageSize, total);
  const columns = [
    t`Ticket`,
    t`Title`,
    t({ message: 'Type', comment: 'Of a help-desk ticket: Bug or Task.' }),
    t`Status`,
    t`Reporter`,
    t`Filed`,
  ];

  return (
    <div className={styles.layout}>
      <Card as="section" heading={t`Tickets`}>
        <Stack gap={4}>
          <div className={styles.filters}>
            <Select
              label={t({ message: 'Type', comment: 'Of a help-desk ticket: Bug or Task.' })}
              options={typeFilterOptions}
              value={type}
              onValueChange={filterBy(setType)}
            />
            <Select
              label={t`Status`}
              options={statusFilterOptions}
              value={status}
              onValueChange={filterBy(setStatus)}
            />
          </div>
          {tickets.isPending ? <Spinner label={t`Loading tickets`} /> : null}
          {tickets.isError ? (
            <LoadFailure
              message={t`The tickets could not be loaded: ${reason}`}
              onRetry={() => void tickets.refetch()}
            />
          ) : null}
          {tickets.isSuccess && rows.length === 0 ? (
            <p className={styles.muted}>
              <Trans>No tickets match these filters.</Trans>
            </p>
          ) : null}
          {rows.length > 0 ? (
            // A named scroll region: on a narrow screen the table scrolls inside it, by keyboard
            // too, and the page does not scroll sideways.
            <section
              className={styles.tableScroll}
              aria-label={t`Tickets table`}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll the table.
              tabIndex={0}
            >
              <table className={styles.table} aria-busy={tickets.isFetching}>
                <caption>
                  <VisuallyHidden>
                    <Trans>Help-desk tickets, newest first</Trans>
                  </VisuallyHidden>
                </caption>
                <thead>
                  <tr>
                    {columns.map((name, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; their names change with the language.
                      <th key={index} scope="col" className={styles.headCell}>
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
                          aria-label={openLabel(ticket.key)}
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
                <Trans comment="The previous page of a list.">Previous</Trans>
              </Button>
              <p className={styles.muted}>
                <Trans comment="Which items of a list this page shows: 1–20 of 45.">
                  {first}–{last} of {total}
                </Trans>
              </p>
              <Button
                variant="secondary"
                size="sm"
                disabled={offset + pageSize >= total}
                onClick={() => setOffset(offset + pageSize)}
              >
                <Trans comment="The next page of a list.">Next</Trans>
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
