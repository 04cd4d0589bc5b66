import type { PlatformLinks } from '@sparked/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';

export const platformLinkKeys = { all: ['platform-links'] as const };

/** Sparked's social accounts and app-store pages; they seldom change. */
export const platformLinksQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: platformLinkKeys.all,
    queryFn: async (): Promise<PlatformLinks> => (await callEndpoint(client, 'platformLinks')).data,
    staleTime: 60 * 60_000,
  });
