import { avatarResponseSchema, type UserAvatar } from '@sparked/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, validateResult } from '../../api-client';
import { avatarKeys } from './avatar-keys';

/** The signed-in user's avatar, or another user's (avatars are public); `avatar` null if never saved. */
export async function fetchAvatar(client: ApiClient, userId?: string): Promise<UserAvatar> {
  const result = validateResult(
    await client.request('avatar', { query: { id: userId } }),
    avatarResponseSchema,
  );
  if (!result.success) throw new Error(result.error);
  return result.data;
}

/** Without `userId`, the signed-in user's own avatar. */
export const avatarQueryOptions = (client: ApiClient, userId?: string) =>
  queryOptions({
    queryKey: userId ? avatarKeys.user(userId) : avatarKeys.own(),
    queryFn: () => fetchAvatar(client, userId),
    staleTime: 5 * 60_000,
  });
