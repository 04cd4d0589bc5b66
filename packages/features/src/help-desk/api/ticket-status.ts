import type { Ticket, TicketStatus, TicketSummary } from '@sparked/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';
import { ticketKeys } from './help-desk-keys';

export type StatusChange = { key: string; status: TicketStatus };

export async function setTicketStatus(
  client: ApiClient,
  { key, status }: StatusChange,
): Promise<TicketSummary> {
  return (await callEndpoint(client, 'ticketStatus', { params: { key }, body: { status } })).data;
}

/**
 * Moves a ticket along (staff). The answer is the ticket's new summary, written into its cached
 * details; the lists are read again, since a status filter may now include or leave it out.
 */
export function useSetTicketStatus(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange) => setTicketStatus(client, change),
    onSuccess: (summary) =>
      queryClient.setQueryData<Ticket>(ticketKeys.detail(summary.key), (ticket) =>
        ticket ? { ...ticket, ...summary } : ticket,
      ),
    onError: (_error, change) =>
      queryClient.invalidateQueries({ queryKey: ticketKeys.detail(change.key) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
  });
}
