import type { RewardRuleRequest, StoreCategoryFields, StoreItemRequest } from '@sparked/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ApiClient, callEndpoint, useIntentMutation } from '../../api-client';
import { economyKeys } from './economy-queries';

/** A save: with an `id` it changes that thing, without one it creates one; the lists are read again. */
function useEconomySave<Fields>(
  client: ApiClient,
  save: (client: ApiClient, id: string | null, fields: Fields) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: ({ id, fields }: { id: string | null; fields: Fields }, client) =>
      save(client, id, fields),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: economyKeys.all }),
  });
}

export const useStoreItemSave = (client: ApiClient) =>
  useEconomySave<StoreItemRequest>(client, (client, id, body) =>
    id
      ? callEndpoint(client, 'updateStoreItem', { params: { id }, body })
      : callEndpoint(client, 'createStoreItem', { body }),
  );

export const useStoreCategorySave = (client: ApiClient) =>
  useEconomySave<StoreCategoryFields>(client, (client, id, body) =>
    id
      ? callEndpoint(client, 'updateStoreCategory', { params: { id }, body })
      : callEndpoint(client, 'createStoreCategory', { body }),
  );

export const useRewardRuleSave = (client: ApiClient) =>
  useEconomySave<RewardRuleRequest>(client, (client, id, body) =>
    id
      ? callEndpoint(client, 'updateRewardRule', { params: { id }, body })
      : callEndpoint(client, 'createRewardRule', { body }),
  );
