import type { UserTag } from '@sparked/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';
import { rewardKeys } from './reward-keys';

export async function fetchUserTags(client: ApiClient): Promise<UserTag[]> {
  return (await callEndpoint(client, 'userTags')).data;
}

/** The signed-in user's tags (a cohort, a class group), for their profile. */
export const userTagsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: rewardKeys.userTags(),
    queryFn: () => fetchUserTags(client),
    staleTime: 5 * 60_000,
  });
