import type { CurrentUser, Locale } from '@sparked/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';

export const currentUserKeys = { all: ['current-user'] as const };

export async function fetchCurrentUser(client: ApiClient): Promise<CurrentUser> {
  return (await callEndpoint(client, 'me')).data;
}

/** The signed-in user's profile from the single sign-on service. */
export const currentUserQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: currentUserKeys.all,
    queryFn: () => fetchCurrentUser(client),
    staleTime: 5 * 60_000,
  });

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
