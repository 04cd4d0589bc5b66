import type { PlatformLinks } from '@sparked/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';
import { platformLinkKeys } from './platform-links';

/** Saves the links (admins); the answer goes straight into the cache. */
export function usePlatformLinksChange(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (links: PlatformLinks) =>
      (await callEndpoint(client, 'updatePlatformLinks', { body: links })).data,
    onSuccess: (links) => queryClient.setQueryData(platformLinkKeys.all, links),
  });
}
