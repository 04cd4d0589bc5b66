import type { Class, ClassDetails } from '@sparked/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ApiClient, type CallInput, callEndpoint, useIntentMutation } from '../../api-client';
import { classKeys } from './class-queries';

/** A change a teacher makes to a class; each answers the class as it now is. */
export type ClassChange =
  | { kind: 'update'; details: Partial<ClassDetails> }
  | { kind: 'archive' }
  | { kind: 'restore' }
  | { kind: 'modules'; modules: CallInput<'setClassModules'>['body']['modules'] }
  | { kind: 'new-code'; expiresAt: string; maxUses: number | null }
  | { kind: 'revoke-code' }
  | { kind: 'add-teacher'; email: string }
  | { kind: 'remove-teacher'; userId: string };

async function sendChange(client: ApiClient, classId: string, change: ClassChange) {
  const params = { classId };
  switch (change.kind) {
    case 'update':
      return (await callEndpoint(client, 'updateClass', { params, body: change.details })).data;
    case 'archive':
      return (await callEndpoint(client, 'archiveClass', { params })).data;
    case 'restore':
      return (await callEndpoint(client, 'restoreClass', { params })).data;
    case 'modules':
      await callEndpoint(client, 'setClassModules', { params, body: { modules: change.modules } });
      return null;
    case 'new-code':
      await callEndpoint(client, 'createJoinCode', {
        params,
        body: { expiresAt: change.expiresAt, maxUses: change.maxUses },
      });
      return null;
    case 'revoke-code':
      return (await callEndpoint(client, 'revokeJoinCode', { params })).data;
    case 'add-teacher':
      return (await callEndpoint(client, 'addCoTeacher', { params, body: { email: change.email } }))
        .data;
    case 'remove-teacher':
      return (
        await callEndpoint(client, 'removeCoTeacher', {
          params: { classId, userId: change.userId },
        })
      ).data;
  }
}

/** Creating a class; the list shows it next time it is read. */
export function useCreateClass(client: ApiClient) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (details: Partial<ClassDetails> & { name: string }, client): Promise<Class> =>
      (await callEndpoint(client, 'createClass', { body: details })).data,
    onSuccess: (created) => {
      queryClient.setQueryData(classKeys.detail(created.id), created);
      return queryClient.invalidateQueries({ queryKey: classKeys.lists() });
    },
  });
}

/**
 * Changes to one class. An answer with the class goes straight into the cache; the rest (a new
 * code, new modules) read it again, and every change refreshes the lists.
 */
export function useClassChange(client: ApiClient, classId: string) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: (change: ClassChange, client) => sendChange(client, classId, change),
    onSuccess: (updated) => {
      if (updated) queryClient.setQueryData(classKeys.detail(classId), updated);
      return queryClient.invalidateQueries({
        queryKey: classKeys.all,
        predicate: (query) => !updated || query.queryKey[1] === 'list',
      });
    },
  });
}
