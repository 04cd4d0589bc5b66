import type { CurrentUser } from '@sparked/contracts';
import { queryOptions } from '@tanstack/react-query';
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
