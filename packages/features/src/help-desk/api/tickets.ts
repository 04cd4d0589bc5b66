import { type TicketListResponse, ticketListResponseSchema } from '@sparked/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ApiClient, validateResult } from '../../api-client';
import { type TicketListQuery, ticketKeys } from './help-desk-keys';

export type TicketList = TicketListResponse['data'];

export async function fetchTickets(client: ApiClient, query: TicketListQuery): Promise<TicketList> {
  const result = validateResult(
    await client.request('tickets', { query }),
    ticketListResponseSchema,
  );
  if (!result.success) throw new Error(result.error);
  return result.data;
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
