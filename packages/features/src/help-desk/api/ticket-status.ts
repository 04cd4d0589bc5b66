import {
  type TicketStatus,
  type TicketSummary,
  ticketStatusResponseSchema,
} from '@sparked/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, validateResult } from '../../api-client';
import { ticketKeys } from './help-desk-keys';

export type StatusChange = { key: string; status: TicketStatus };

export async function setTicketStatus(
  client: ApiClient,
  { key, status }: StatusChange,
): Promise<TicketSummary> {
  const result = validateResult(
    await client.request('ticketStatus', { params: { key }, body: { status } }),
    ticketStatusResponseSchema,
  );
  if (!result.success) throw new Error(result.error);
  return result.data;
}

/** Moves a ticket along (staff); the lists and the ticket are read again afterwards. */
export function useSetTicketStatus(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange) => setTicketStatus(client, change),
    onSettled: (_summary, _error, change) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ticketKeys.detail(change.key) }),
      ]),
  });
}
