import type { SparkedEvent } from '@sparked/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ApiClient, callEndpoint, useIntentMutation } from '../../api-client';
import { writeBalances } from '../../wallet';
import { eventKeys } from './event-queries';

/**
 * Joining an event and claiming its reward: the event as it now is goes into the cache, the list
 * is read again, and a claim's balances go into the wallet bar.
 */
export function useEventActions(client: ApiClient, slug: string) {
  const queryClient = useQueryClient();
  const settle = async (event: SparkedEvent) => {
    queryClient.setQueryData(eventKeys.one(slug), event);
    await queryClient.invalidateQueries({ queryKey: eventKeys.list() });
  };
  const join = useIntentMutation(client, {
    mutationFn: async (_, client) =>
      (await callEndpoint(client, 'joinEvent', { params: { slug } })).data,
    onSuccess: settle,
  });
  const claim = useIntentMutation(client, {
    mutationFn: async (_, client) =>
      (await callEndpoint(client, 'claimEvent', { params: { slug } })).data,
    onSuccess: async ({ event, wallets }) => {
      await writeBalances(queryClient, wallets);
      await settle(event);
    },
  });
  return { join, claim };
}
