/**
 * Ticket types and statuses without their schemas, so pages that only label tickets (the
 * profile's list) do not load zod and the help desk's schemas with them. The words for a status
 * are the help-desk feature's (`ticketStatusLabels`): only the web shows them.
 */
export const ticketTypes = ['Task', 'Bug'] as const;
export type TicketType = (typeof ticketTypes)[number];

export const ticketStatuses = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];
