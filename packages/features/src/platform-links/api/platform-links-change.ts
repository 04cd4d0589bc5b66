import type { PlatformLinks } from '@sparked/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ApiClient, callEndpoint, useIntentMutation } from '../../api-client';
import { platformLinkKeys } from './platform-links';

/**
 * Saves the links (admins); the answer goes straight into the cache.
 * A second press while the first is saving joins it rather than saving again.
 */
export function usePlatformLinksChange(client: ApiClient) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (links: PlatformLinks, intent) =>
      (await callEndpoint(intent, 'updatePlatformLinks', { body: links })).data,
    onSuccess: (links) => queryClient.setQueryData(platformLinkKeys.all, links),
  });
}
