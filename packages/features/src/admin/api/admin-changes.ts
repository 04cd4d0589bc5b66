import type {
  BulkUserChange,
  UserRole,
  UserTagFields,
  WalletGrantRequest,
} from '@sparked/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ApiClient, callEndpoint, useIntentMutation } from '../../api-client';
import { walletKeys } from '../../wallet';
import { adminKeys } from './admin-queries';

export type UserChange =
  | { kind: 'role'; userId: string; role: UserRole; reason: string }
  | { kind: 'deactivate' | 'reactivate'; userId: string; reason: string };

/** One account's role or status; the user and every list are read again. */
export function useUserChange(client: ApiClient) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (change: UserChange, client) => {
      const params = { userId: change.userId };
      const body = { reason: change.reason };
      if (change.kind === 'role')
        return (
          await callEndpoint(client, 'changeUserRole', {
            params,
            body: { ...body, role: change.role },
          })
        ).data;
      const name = change.kind === 'deactivate' ? 'deactivateUser' : 'reactivateUser';
      return (await callEndpoint(client, name, { params, body })).data;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** A bulk change or its dry run; only a real run makes the lists stale. */
export function useBulkUserChange(client: ApiClient) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (change: BulkUserChange, client) =>
      (await callEndpoint(client, 'bulkChangeUsers', { body: change })).data,
    onSuccess: (result) => {
      if (!result.dryRun) void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

export type TagChange =
  | { kind: 'create'; fields: UserTagFields }
  | { kind: 'update'; tagId: string; fields: Partial<UserTagFields> }
  | { kind: 'delete'; tagId: string }
  | { kind: 'assign' | 'unassign'; tagId: string; userIds: string[] };

/** Tags and who carries them; tags, users and the audit log are read again. */
export function useTagChange(client: ApiClient) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (change: TagChange, client): Promise<unknown> => {
      switch (change.kind) {
        case 'create':
          return callEndpoint(client, 'createUserTag', { body: change.fields });
        case 'update':
          return callEndpoint(client, 'updateUserTag', {
            params: { tagId: change.tagId },
            body: change.fields,
          });
        case 'delete':
          return callEndpoint(client, 'deleteUserTag', { params: { tagId: change.tagId } });
        default:
          return callEndpoint(client, change.kind === 'assign' ? 'tagUsers' : 'untagUsers', {
            params: { tagId: change.tagId },
            body: { userIds: change.userIds },
          });
      }
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/**
 * An admin's grant or revoke (a negative amount), with its reason; the user is read again, and so
 * are the admin's own wallets, which the grant moved when the admin granted to themselves.
 */
export function useWalletGrant(client: ApiClient) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (grant: WalletGrantRequest, client) =>
      (await callEndpoint(client, 'walletGrant', { body: grant })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}

/** Emails the user the same reset link "Forgot password?" sends; the audit log keeps it. */
export function useSendPasswordReset(client: ApiClient) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (userId: string, client) =>
      (await callEndpoint(client, 'sendPasswordReset', { params: { userId } })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** A users CSV, previewed (dry run) or imported; a real import makes the lists stale. */
export function useUserImport(client: ApiClient) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (input: { csv: string; dryRun: boolean }, client) =>
      (await callEndpoint(client, 'importUsers', { body: input })).data,
    onSuccess: (result) => {
      if (result.applied) void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
