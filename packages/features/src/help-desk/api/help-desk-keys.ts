import type { ownTicketsQuerySchema, ticketListQuerySchema } from '@sparked/contracts';
import type { z } from 'zod';

/** A page of tickets filtered by type and status; the server fills in what is left out. */
export type TicketListQuery = Partial<z.output<typeof ticketListQuerySchema>>;
export type OwnTicketsPage = Partial<z.output<typeof ownTicketsQuerySchema>>;

export const helpDeskKeys = {
  all: ['help-desk'] as const,
  greeting: () => [...helpDeskKeys.all, 'greeting'] as const,
};

export const ticketKeys = {
  all: ['tickets'] as const,
  lists: () => [...ticketKeys.all, 'list'] as const,
  list: (query: TicketListQuery) => [...ticketKeys.lists(), query] as const,
  own: (query: OwnTicketsPage) => [...ticketKeys.all, 'own', query] as const,
  detail: (key: string) => [...ticketKeys.all, 'detail', key] as const,
  attachment: (id: string) => [...ticketKeys.all, 'attachment', id] as const,
};
