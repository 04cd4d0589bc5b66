import type { Ticket } from '@sparked/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';
import { ticketKeys } from './help-desk-keys';

export async function fetchTicket(client: ApiClient, key: string): Promise<Ticket> {
  return (await callEndpoint(client, 'ticket', { params: { key } })).data;
}

/** One ticket with its description, conversation and screenshots. */
export const ticketQueryOptions = (client: ApiClient, key: string) =>
  queryOptions({ queryKey: ticketKeys.detail(key), queryFn: () => fetchTicket(client, key) });
