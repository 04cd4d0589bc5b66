import { msg, t } from '@lingui/core/macro';
import {
  type RichDocument,
  type TicketStatus,
  type TicketType,
  ticketStatuses,
  ticketTypes,
} from '@sparked/contracts';
import { translatedRecord } from '@sparked/i18n';
import type { BadgeTone } from '@sparked/ui/badge';
import { dateFormat } from '@sparked/ui/format';

/** What a person reads for each status: on the badge and in the status filter. */
export const ticketStatusLabels = translatedRecord<TicketStatus>({
  open: msg`Open`,
  in_progress: msg`In progress`,
  resolved: msg`Resolved`,
  closed: msg`Closed`,
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

/** An option whose label is read when shown, so it follows the active language. */
const option = (value: string, label: () => string) => ({
  value,
  get label() {
    return label();
  },
});

export const statusOptions = ticketStatuses.map((status) =>
  option(status, () => ticketStatusLabels[status]),
);

export const typeFilterOptions = [
  option(anyValue, () => t`All types`),
  ...ticketTypes.map((type) => option(type, () => (type === 'Bug' ? t`Bugs` : t`Tasks`))),
];

export const statusFilterOptions = [option(anyValue, () => t`All statuses`), ...statusOptions];

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
