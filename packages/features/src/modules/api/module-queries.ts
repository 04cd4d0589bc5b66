import type { ModuleStatus, ModuleWithOutline } from '@sparked/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';

/** A page of the modules list: what the author typed and picked. */
export type ModuleListFilter = { search?: string; status?: ModuleStatus; offset?: number };

export const modulesPageSize = 20;

export const moduleKeys = {
  all: ['modules'] as const,
  lists: () => [...moduleKeys.all, 'list'] as const,
  list: (filter: ModuleListFilter) => [...moduleKeys.lists(), filter] as const,
  detail: (moduleId: string) => [...moduleKeys.all, 'detail', moduleId] as const,
};

/** The modules the signed-in educator authors, last edited first, 20 a page. */
export const moduleListQueryOptions = (client: ApiClient, filter: ModuleListFilter) =>
  queryOptions({
    queryKey: moduleKeys.list(filter),
    queryFn: async () =>
      (
        await callEndpoint(client, 'modules', {
          query: {
            search: filter.search || undefined,
            status: filter.status,
            offset: filter.offset ?? 0,
            limit: modulesPageSize,
          },
        })
      ).data,
    // Typing in the search box keeps the last answer on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });

/** One module with its outline, as any of its authors sees it. */
export const moduleQueryOptions = (client: ApiClient, moduleId: string) =>
  queryOptions({
    queryKey: moduleKeys.detail(moduleId),
    queryFn: async (): Promise<ModuleWithOutline> =>
      (await callEndpoint(client, 'module', { params: { moduleId } })).data,
  });
