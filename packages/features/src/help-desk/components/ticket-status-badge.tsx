import type { TicketStatus } from '@sparked/contracts';
import { Badge } from '@sparked/ui/badge';
import { ticketStatusLabels, ticketStatusTones } from '../model/ticket-presentation';

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge tone={ticketStatusTones[status]}>{ticketStatusLabels[status]}</Badge>;
}
