import type { UserAvatar } from '@sparked/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';
import { avatarKeys } from './avatar-keys';

/** The signed-in user's avatar, or another user's (avatars are public); `avatar` null if never saved. */
export async function fetchAvatar(client: ApiClient, userId?: string): Promise<UserAvatar> {
  return (await callEndpoint(client, 'avatar', { query: { id: userId } })).data;
}

/** Without `userId`, the signed-in user's own avatar. */
export const avatarQueryOptions = (client: ApiClient, userId?: string) =>
  queryOptions({
    queryKey: userId ? avatarKeys.user(userId) : avatarKeys.own(),
    queryFn: () => fetchAvatar(client, userId),
    staleTime: 5 * 60_000,
  });
