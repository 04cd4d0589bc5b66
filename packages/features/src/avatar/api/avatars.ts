import { maxAvatarBatch, type UserAvatar } from '@sparked/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';
import { batchesOf } from '../model/batches';
import { avatarKeys } from './avatar-keys';

async function fetchBatch(client: ApiClient, userIds: readonly string[]) {
  return (await callEndpoint(client, 'avatars', { query: { 'ids[]': [...userIds] } })).data;
}

/** Many users' avatars (a leaderboard), asked for at most 100 at a time. */
export async function fetchAvatars(
  client: ApiClient,
  userIds: readonly string[],
): Promise<UserAvatar[]> {
  const batches = batchesOf(userIds, maxAvatarBatch);
  return (await Promise.all(batches.map((batch) => fetchBatch(client, batch)))).flat();
}

export const avatarsQueryOptions = (client: ApiClient, userIds: readonly string[]) => {
  const ids = [...new Set(userIds)].sort();
  return queryOptions({
    queryKey: avatarKeys.batch(ids),
    queryFn: () => fetchAvatars(client, ids),
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });
};
