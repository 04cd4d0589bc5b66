import type { ManagedStoreCategory, RewardRule, StoreItem } from '@sparked/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';

export const economyKeys = {
  all: ['admin', 'economy'] as const,
  items: () => [...economyKeys.all, 'items'] as const,
  categories: () => [...economyKeys.all, 'categories'] as const,
  rules: () => [...economyKeys.all, 'rules'] as const,
};

/** Every store item, on sale or not. */
export const storeItemsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: economyKeys.items(),
    queryFn: async (): Promise<StoreItem[]> => (await callEndpoint(client, 'storeItems')).data,
  });

export const storeCategoriesQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: economyKeys.categories(),
    queryFn: async (): Promise<ManagedStoreCategory[]> =>
      (await callEndpoint(client, 'storeCategories')).data,
  });

export const rewardRulesQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: economyKeys.rules(),
    queryFn: async (): Promise<RewardRule[]> => (await callEndpoint(client, 'rewardRules')).data,
  });
