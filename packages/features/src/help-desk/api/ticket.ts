import { type Ticket, ticketResponseSchema } from '@sparked/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, validateResult } from '../../api-client';
import { ticketKeys } from './help-desk-keys';

export async function fetchTicket(client: ApiClient, key: string): Promise<Ticket> {
  const result = validateResult(
    await client.request('ticket', { params: { key } }),
    ticketResponseSchema,
  );
  if (!result.success) throw new Error(result.error);
  return result.data;
}

/** One ticket with its description, conversation and screenshots. */
export const ticketQueryOptions = (client: ApiClient, key: string) =>
  queryOptions({ queryKey: ticketKeys.detail(key), queryFn: () => fetchTicket(client, key) });
