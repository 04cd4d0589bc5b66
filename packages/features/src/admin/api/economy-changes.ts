import type { RewardRuleRequest, StoreCategoryFields, StoreItemRequest } from '@sparked/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';
import { economyKeys } from './economy-queries';

/** A save: with an `id` it changes that thing, without one it creates one; the lists are read again. */
function useEconomySave<Fields>(save: (id: string | null, fields: Fields) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: Fields }) => save(id, fields),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: economyKeys.all }),
  });
}

export const useStoreItemSave = (client: ApiClient) =>
  useEconomySave<StoreItemRequest>((id, body) =>
    id
      ? callEndpoint(client, 'updateStoreItem', { params: { id }, body })
      : callEndpoint(client, 'createStoreItem', { body }),
  );

export const useStoreCategorySave = (client: ApiClient) =>
  useEconomySave<StoreCategoryFields>((id, body) =>
    id
      ? callEndpoint(client, 'updateStoreCategory', { params: { id }, body })
      : callEndpoint(client, 'createStoreCategory', { body }),
  );

export const useRewardRuleSave = (client: ApiClient) =>
  useEconomySave<RewardRuleRequest>((id, body) =>
    id
      ? callEndpoint(client, 'updateRewardRule', { params: { id }, body })
      : callEndpoint(client, 'createRewardRule', { body }),
  );
