import { type UserTag, userTagsResponseSchema } from '@sparked/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, validateResult } from '../../api-client';
import { rewardKeys } from './reward-keys';

export async function fetchUserTags(client: ApiClient): Promise<UserTag[]> {
  const result = validateResult(await client.request('userTags'), userTagsResponseSchema);
  if (!result.success) throw new Error(result.error);
  return result.data;
}

/** The signed-in user's tags (a cohort, a class group), for their profile. */
export const userTagsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: rewardKeys.userTags(),
    queryFn: () => fetchUserTags(client),
    staleTime: 5 * 60_000,
  });
