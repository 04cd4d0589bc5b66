import type { ModuleAuthorRole } from '@sparked/contracts';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, callEndpoint, useIntentMutation } from '../../api-client';
import { moduleAuthorKeys } from './current-module-author';

export const authorsPageSize = 20;

const listKey = (moduleId: string, search: string, offset: number) =>
  [...moduleAuthorKeys.all, moduleId, 'list', { search, offset }] as const;

/** A module's authors, 20 a page, with the total (spec §7's list call). */
export const moduleAuthorListQueryOptions = (
  client: ApiClient,
  moduleId: string,
  search: string,
  offset: number,
) =>
  queryOptions({
    queryKey: listKey(moduleId, search, offset),
    queryFn: async () => {
      const { data } = await callEndpoint(client, 'moduleAuthors', {
        params: { moduleId },
        query: { limit: authorsPageSize, offset, count: 'true', search: search || undefined },
      });
      return { authors: data.authors, total: data.total ?? data.authors.length };
    },
    placeholderData: keepPreviousData,
  });

export type AuthorChange =
  | { kind: 'invite'; email: string; role: ModuleAuthorRole }
  | { kind: 'role'; userId: string; role: ModuleAuthorRole }
  | { kind: 'remove'; userId: string };

/** Invites, role changes and removals (owners); every list of the module is read again after. */
export function useModuleAuthorChange(client: ApiClient, moduleId: string) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (change: AuthorChange, client) => {
      switch (change.kind) {
        case 'invite':
          return callEndpoint(client, 'addModuleAuthor', {
            body: { module_id: moduleId, email: change.email, role: change.role },
          });
        case 'role':
          return callEndpoint(client, 'changeModuleAuthor', {
            query: { user_id: change.userId, module_id: moduleId },
            body: { role: change.role },
          });
        case 'remove':
          return callEndpoint(client, 'removeModuleAuthors', {
            query: { module_id: moduleId, 'user_ids[]': change.userId },
          });
      }
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [...moduleAuthorKeys.all, moduleId] }),
  });
}
