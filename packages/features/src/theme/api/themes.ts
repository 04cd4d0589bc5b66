import type { ThemesResponse } from '@sparked/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';

export const themeKeys = { all: ['themes'] as const };

export async function fetchThemes(client: ApiClient): Promise<ThemesResponse['data']> {
  return (await callEndpoint(client, 'themes')).data;
}

/** Palettes from GET /website/themes: no token, no retry (spec §6, §7). */
export const themesQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: themeKeys.all,
    queryFn: () => fetchThemes(client),
    staleTime: 5 * 60_000,
    retry: false,
  });
