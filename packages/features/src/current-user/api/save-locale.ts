import type { Locale } from '@sparked/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';
import { currentUserKeys } from './current-user';

// Apart from the current user's query, which every signed-in page reads: only the profile loads
// the mutation machinery.
/**
 * Keeps the language the user chose on their account, for every device they sign in on (decision
 * 0045); the answer, the whole account, goes straight into the cache. Saving the same language
 * again changes nothing (a PUT), so a retry is safe.
 */
export function useSaveLocale(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (locale: Locale) =>
      (await callEndpoint(client, 'saveLocale', { body: { locale } })).data,
    onSuccess: (user) => queryClient.setQueryData(currentUserKeys.all, user),
  });
}
