import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';
import { type OwnTicketsPage, ticketKeys } from './help-desk-keys';
import type { TicketList } from './tickets';

export async function fetchOwnTickets(
  client: ApiClient,
  page: OwnTicketsPage,
): Promise<TicketList> {
  return (await callEndpoint(client, 'ownTickets', { query: page })).data;
}

/** The signed-in user's own tickets with their status, newest first. */
export const ownTicketsQueryOptions = (client: ApiClient, page: OwnTicketsPage = {}) =>
  queryOptions({
    queryKey: ticketKeys.own(page),
    queryFn: () => fetchOwnTickets(client, page),
  });
