import { currentModuleAuthorResponseSchema, type ModuleAuthor } from '@sparked/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, validateResult } from '../../api-client';

export const moduleAuthorKeys = {
  all: ['module-authors'] as const,
  current: (moduleId: string) => [...moduleAuthorKeys.all, moduleId, 'current'] as const,
};

/** The signed-in user's authorship of a module, or null when they are not one of its authors. */
export async function fetchCurrentModuleAuthor(
  client: ApiClient,
  moduleId: string,
): Promise<ModuleAuthor | null> {
  const result = validateResult(
    await client.request('currentModuleAuthor', { params: { moduleId } }),
    currentModuleAuthorResponseSchema,
  );
  if (result.success) return result.data;
  // Not an author (404) or not a module id (400): either way, no authorship.
  if ('status' in result && (result.status === 404 || result.status === 400)) return null;
  throw new Error(result.error);
}

export const currentModuleAuthorQueryOptions = (client: ApiClient, moduleId: string) =>
  queryOptions({
    queryKey: moduleAuthorKeys.current(moduleId),
    queryFn: () => fetchCurrentModuleAuthor(client, moduleId),
    staleTime: 60_000,
  });
