import type { ModuleAuthor } from '@sparked/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, ApiError, callEndpoint } from '../../api-client';

export const moduleAuthorKeys = {
  all: ['module-authors'] as const,
  current: (moduleId: string) => [...moduleAuthorKeys.all, moduleId, 'current'] as const,
};

/** The signed-in user's authorship of a module, or null when they are not one of its authors. */
export async function fetchCurrentModuleAuthor(
  client: ApiClient,
  moduleId: string,
): Promise<ModuleAuthor | null> {
  try {
    return (await callEndpoint(client, 'currentModuleAuthor', { params: { moduleId } })).data;
  } catch (error) {
    // Not an author (404) or not a module id (400): either way, no authorship.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const currentModuleAuthorQueryOptions = (client: ApiClient, moduleId: string) =>
  queryOptions({
    queryKey: moduleAuthorKeys.current(moduleId),
    queryFn: () => fetchCurrentModuleAuthor(client, moduleId),
    staleTime: 60_000,
  });
