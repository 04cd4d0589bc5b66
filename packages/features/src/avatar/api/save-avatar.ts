import type { SaveAvatarResponse, UserAvatar } from '@sparked/contracts';
import type { AvatarModel } from '@sparked/ui/patterns/avatar';
import { useQueryClient } from '@tanstack/react-query';
import { type ApiClient, callEndpoint, useIntentMutation } from '../../api-client';
import { walletKeys } from '../../wallet';
import { toSavedAvatar } from '../model/saved-avatar';
import { avatarKeys } from './avatar-keys';

export type SavedAvatar = SaveAvatarResponse['data'];

/** Saves the user's avatar; rejects with an ApiError carrying the server's reason (`not_owned`, …). */
export async function saveAvatar(client: ApiClient, model: AvatarModel): Promise<SavedAvatar> {
  return (await callEndpoint(client, 'saveAvatar', { body: toSavedAvatar(model) })).data;
}

/**
 * Saves and writes the answer wherever the user's avatar is cached (their own, by id, and in any
 * batch that lists them), so the header and leaderboards show it at once without asking again.
 * The first save earns a reward, and only then are the wallets read again.
 */
export function useSaveAvatar(client: ApiClient) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: (model: AvatarModel, client) => saveAvatar(client, model),
    onSuccess: ({ userId, avatar, rewards }) => {
      const saved: UserAvatar = { userId, avatar };
      queryClient.setQueryData(avatarKeys.own(), saved);
      queryClient.setQueryData(avatarKeys.user(userId), saved);
      queryClient.setQueriesData<UserAvatar[]>({ queryKey: avatarKeys.batches() }, (batch) =>
        batch?.map((entry) => (entry.userId === userId ? saved : entry)),
      );
      if (rewards.length > 0) return queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
