import type { TicketStatus } from '@sparked/contracts';
import { useLingui } from '@sparked/i18n';
import { Badge } from '@sparked/ui/badge';
import { ticketStatusLabels, ticketStatusTones } from '../model/ticket-presentation';

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  // Read again when the language changes.
  useLingui();
  return <Badge tone={ticketStatusTones[status]}>{ticketStatusLabels[status]}</Badge>;
}
