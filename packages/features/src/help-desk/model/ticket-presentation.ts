import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type RichDocument,
  type TicketStatus,
  type TicketType,
  ticketStatuses,
  ticketTypes,
} from '@sparked/contracts';
import { i18n } from '@sparked/i18n';
import type { BadgeTone } from '@sparked/ui/badge';
import { dateFormat } from '@sparked/ui/format';

const statusMessages: Record<TicketStatus, MessageDescriptor> = {
  open: msg({ message: 'Open', comment: 'The status of a help-desk ticket.' }),
  in_progress: msg({ message: 'In progress', comment: 'The status of a help-desk ticket.' }),
  resolved: msg({ message: 'Resolved', comment: 'The status of a help-desk ticket.' }),
  closed: msg({ message: 'Closed', comment: 'The status of a help-desk ticket.' }),
};

/**
 * What a person reads for each status: on the badge and in the status filter. Each is translated
 * when read, so it is in the language active then (decision 0045).
 */
export const ticketStatusLabels: Readonly<Record<TicketStatus, string>> = Object.defineProperties(
  {} as Record<TicketStatus, string>,
  Object.fromEntries(
    ticketStatuses.map((status) => [
      status,
      { enumerable: true, get: () => i18n._(statusMessages[status]) },
    ]),
  ),
);

/** A list option whose label is translated when read. */
const option = (value: string, label: () => string) => ({
  value,
  get label() {
    return label();
  },
});

/** Open work stands out; finished work recedes. */
export const ticketStatusTones = {
  open: 'primary',
  in_progress: 'accent',
  resolved: 'success',
  closed: 'neutral',
} as const satisfies Record<TicketStatus, BadgeTone>;

/** The filter value that means "any". */
export const anyValue = 'any';

export const statusOptions = ticketStatuses.map((status) =>
  option(status, () => ticketStatusLabels[status]),
);

const bugs = msg({ message: 'Bugs', comment: 'Help-desk tickets of the type Bug.' });
const tasks = msg({ message: 'Tasks', comment: 'Help-desk tickets of the type Task.' });
const allTypes = msg`All types`;
const allStatuses = msg`All statuses`;

export const typeFilterOptions = [
  option(anyValue, () => i18n._(allTypes)),
  ...ticketTypes.map((type) => option(type, () => i18n._(type === 'Bug' ? bugs : tasks))),
];

export const statusFilterOptions = [option(anyValue, () => i18n._(allStatuses)), ...statusOptions];

/** A filter's value as the list call takes it: absent for "any". */
export function filterValue<T extends TicketType | TicketStatus>(
  value: string,
  allowed: readonly T[],
): T | undefined {
  return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The description's paragraphs as plain lines; an empty paragraph is an empty line. */
export function documentParagraphs(document: RichDocument): string[] {
  return document.content.map((paragraph) =>
    (paragraph.content ?? []).map((node) => node.text).join(''),
  );
}

const shownDate = dateFormat('date and time');
export const formatFiledAt = (iso: string) => shownDate.format(new Date(iso));
