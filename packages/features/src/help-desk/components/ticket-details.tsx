import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Ticket, type TicketStatus, ticketStatuses } from '@sparked/contracts';
import { toChatMessage } from '@sparked/features/assistants';
import { shownEmail } from '@sparked/features/lms-accounts';
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

function screenshotLabel(number: number, key: string): string {
  return t`Screenshot ${number} of ${key}`;
}

function Facts({ ticket }: { ticket: Ticket }) {
  const { t } = useLingui();
  const facts: Array<[string, string]> = [
    [t({ message: 'Type', comment: 'Of a help-desk ticket: Bug or Task.' }), ticket.type],
    [t`Reporter`, `${ticket.reporter.name} (${shownEmail(ticket.reporter.email)})`],
    [t`Page`, ticket.pagePath ?? t`Not recorded`],
    ...(ticket.course ? [[t`Course`, ticket.course] as [string, string]] : []),
    [t`Filed`, formatFiledAt(ticket.createdAt)],
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
  const { t } = useLingui();
  const change = useSetTicketStatus(client);
  const reason = change.error?.message;
  return (
    <Stack gap={2}>
      <Select
        label={t`Status`}
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
          <Trans>The status could not be changed: {reason}</Trans>
        </p>
      ) : null}
    </Stack>
  );
}

function TicketBody({ client, ticket }: { client: ApiClient; ticket: Ticket }) {
  const { t } = useLingui();
  return (
    <Stack gap={5}>
      <Facts ticket={ticket} />
      <StatusPicker client={client} ticket={ticket} />
      <Stack gap={2}>
        <h3 className={styles.subheading}>
          <Trans>Description</Trans>
        </h3>
        {documentParagraphs(ticket.description).map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity of their own.
          <p key={index} className={styles.text}>
            {line || '\u00a0'}
          </p>
        ))}
      </Stack>
      <Stack gap={2}>
        <h3 className={styles.subheading}>
          <Trans>Screenshots</Trans>
        </h3>
        {ticket.attachments.length === 0 ? (
          <p className={styles.muted}>
            <Trans>No screenshots were attached.</Trans>
          </p>
        ) : (
          <ul className={styles.screenshots}>
            {ticket.attachments.map((attachment, index) => (
              <li key={attachment.id}>
                <TicketScreenshot
                  client={client}
                  attachment={attachment}
                  label={screenshotLabel(index + 1, ticket.key)}
                />
              </li>
            ))}
          </ul>
        )}
      </Stack>
      <Stack gap={2}>
        <h3 className={styles.subheading}>
          <Trans>Conversation with Janus</Trans>
        </h3>
        {ticket.conversation.length === 0 ? (
          <p className={styles.muted}>
            <Trans>This ticket was not filed from a conversation.</Trans>
          </p>
        ) : (
          <ol className={styles.stackedList}>
            {ticket.conversation.map(toChatMessage).map((message) => (
              <li key={message.id}>
                <p className={styles.speaker}>{message.role === 'user' ? t`Reporter` : 'Janus'}</p>
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
  const { t } = useLingui();
  const ticket = useQuery(ticketQueryOptions(client, ticketKey));
  const reason = ticket.error?.message;
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
        {ticket.isPending ? <Spinner label={t`Loading ${ticketKey}`} /> : null}
        {ticket.isError ? (
          <LoadFailure
            message={t`${ticketKey} could not be loaded: ${reason}`}
            onRetry={() => void ticket.refetch()}
          />
        ) : null}
        {ticket.data ? <TicketBody client={client} ticket={ticket.data} /> : null}
        <Button variant="secondary" onClick={onClose}>
          <Trans>Close ticket view</Trans>
        </Button>
      </Stack>
    </Card>
  );
}
