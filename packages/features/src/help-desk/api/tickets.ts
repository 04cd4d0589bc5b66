import type { TicketListResponse } from '@sparked/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';
import { type TicketListQuery, ticketKeys } from './help-desk-keys';

export type TicketList = TicketListResponse['data'];

export async function fetchTickets(client: ApiClient, query: TicketListQuery): Promise<TicketList> {
  return (await callEndpoint(client, 'tickets', { query })).data;
}

/** The first page the staff view shows, for a route loader to prefetch. */
export const firstTicketsPage = { limit: 20, offset: 0 } as const;

/** Every ticket, newest first, filtered by type and status (staff). */
export const ticketsQueryOptions = (client: ApiClient, query: TicketListQuery) =>
  queryOptions({
    queryKey: ticketKeys.list(query),
    queryFn: () => fetchTickets(client, query),
    // A new filter keeps the old rows in view until its own arrive.
    placeholderData: keepPreviousData,
  });
