import {
  type SaveAvatarResponse,
  saveAvatarResponseSchema,
  type UserAvatar,
} from '@sparked/contracts';
import type { AvatarModel } from '@sparked/ui/avatar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, validateResult } from '../../api-client';
import { walletKeys } from '../../wallet';
import { toSavedAvatar } from '../model/saved-avatar';
import { avatarKeys } from './avatar-keys';

export type SavedAvatar = SaveAvatarResponse['data'];

/** Saves the user's avatar; rejects with the server's sentence (a part not owned, …). */
export async function saveAvatar(client: ApiClient, model: AvatarModel): Promise<SavedAvatar> {
  const result = validateResult(
    await client.request('saveAvatar', { body: toSavedAvatar(model) }),
    saveAvatarResponseSchema,
  );
  if (!result.success) throw new Error(result.error);
  return result.data;
}

/**
 * Saves and puts the answer in the own-avatar cache, so the header shows it at once. The first save
 * earns a reward, so the wallets are read again.
 */
export function useSaveAvatar(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (model: AvatarModel) => saveAvatar(client, model),
    onSuccess: async ({ userId, avatar }) => {
      queryClient.setQueryData<UserAvatar>(avatarKeys.own(), { userId, avatar });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: avatarKeys.user(userId) }),
        queryClient.invalidateQueries({ queryKey: avatarKeys.batches() }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]);
    },
  });
}
