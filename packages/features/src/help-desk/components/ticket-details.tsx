import { shownEmail, type Ticket, type TicketStatus, ticketStatuses } from '@sparked/contracts';
import { toChatMessage } from '@sparked/features/assistants';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Markdown } from '@sparked/ui/markdown';
import { Select } from '@sparked/ui/select';
import { Spinner } from '@sparked/ui/spinner';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ApiClient } from '../../api-client';
import { ticketQueryOptions } from '../api/ticket';
import { useSetTicketStatus } from '../api/ticket-status';
import {
  documentParagraphs,
  filterValue,
  formatFiledAt,
  statusOptions,
} from '../model/ticket-presentation';
import { LoadFailure } from './load-failure';
import { TicketScreenshot } from './ticket-screenshot';
import * as styles from './tickets.css';

type TicketDetailsProps = { client: ApiClient; ticketKey: string; onClose: () => void };

function Facts({ ticket }: { ticket: Ticket }) {
  const facts: Array<[string, string]> = [
    ['Type', ticket.type],
    ['Reporter', `${ticket.reporter.name} (${shownEmail(ticket.reporter.email)})`],
    ['Page', ticket.pagePath ?? 'Not recorded'],
    ...(ticket.course ? [['Course', ticket.course] as [string, string]] : []),
    ['Filed', formatFiledAt(ticket.createdAt)],
    ...(ticket.externalKey ? [['Jira', ticket.externalKey] as [string, string]] : []),
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([name, value]) => (
        <div key={name} className={styles.factRow}>
          <dt className={styles.factName}>{name}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function StatusPicker({ client, ticket }: { client: ApiClient; ticket: Ticket }) {
  const change = useSetTicketStatus(client);
  return (
    <Stack gap={2}>
      <Select
        label="Status"
        options={statusOptions}
        value={change.isPending ? change.variables.status : ticket.status}
        disabled={change.isPending}
        onValueChange={(value) => {
          const status = filterValue<TicketStatus>(value, ticketStatuses);
          if (status && status !== ticket.status) change.mutate({ key: ticket.key, status });
        }}
      />
      {change.isError ? (
        <p role="alert" className={styles.text}>
          The status could not be changed: {change.error.message}
        </p>
      ) : null}
    </Stack>
  );
}

function TicketBody({ client, ticket }: { client: ApiClient; ticket: Ticket }) {
  return (
    <Stack gap={5}>
      <Facts ticket={ticket} />
      <StatusPicker client={client} ticket={ticket} />
      <Stack gap={2}>
        <h3 className={styles.subheading}>Description</h3>
        {documentParagraphs(ticket.description).map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity of their own.
          <p key={index} className={styles.text}>
            {line || '\u00a0'}
          </p>
        ))}
      </Stack>
      <Stack gap={2}>
        <h3 className={styles.subheading}>Screenshots</h3>
        {ticket.attachments.length === 0 ? (
          <p className={styles.muted}>No screenshots were attached.</p>
        ) : (
          <ul className={styles.screenshots}>
            {ticket.attachments.map((attachment, index) => (
              <li key={attachment.id}>
                <TicketScreenshot
                  client={client}
                  attachment={attachment}
                  label={`Screenshot ${index + 1} of ${ticket.key}`}
                />
              </li>
            ))}
          </ul>
        )}
      </Stack>
      <Stack gap={2}>
        <h3 className={styles.subheading}>Conversation with Janus</h3>
        {ticket.conversation.length === 0 ? (
          <p className={styles.muted}>This ticket was not filed from a conversation.</p>
        ) : (
          <ol className={styles.stackedList}>
            {ticket.conversation.map(toChatMessage).map((message) => (
              <li key={message.id}>
                <p className={styles.speaker}>{message.role === 'user' ? 'Reporter' : 'Janus'}</p>
                {message.role === 'user' ? (
                  <p className={styles.text}>{message.text}</p>
                ) : (
                  <Markdown>{message.text}</Markdown>
                )}
              </li>
            ))}
          </ol>
        )}
      </Stack>
    </Stack>
  );
}

/** One ticket for staff: what was reported, where, the screenshots and the conversation. */
export function TicketDetails({ client, ticketKey, onClose }: TicketDetailsProps) {
  const ticket = useQuery(ticketQueryOptions(client, ticketKey));
  const frame = useRef<HTMLDivElement>(null);
  // Opening a ticket takes the reader to it.
  useEffect(() => frame.current?.focus(), []);

  return (
    <Card
      ref={frame}
      as="article"
      tabIndex={-1}
      heading={ticket.data ? `${ticket.data.key}: ${ticket.data.title}` : ticketKey}
    >
      <Stack gap={4}>
        {ticket.isPending ? <Spinner label={`Loading ${ticketKey}`} /> : null}
        {ticket.isError ? (
          <LoadFailure
            message={`${ticketKey} could not be loaded: ${ticket.error.message}`}
            onRetry={() => void ticket.refetch()}
          />
        ) : null}
        {ticket.data ? <TicketBody client={client} ticket={ticket.data} /> : null}
        <Button variant="secondary" onClick={onClose}>
          Close ticket view
        </Button>
      </Stack>
    </Card>
  );
}
