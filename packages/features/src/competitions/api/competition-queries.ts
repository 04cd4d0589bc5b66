import type { Board, Competition } from '@sparked/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';

export const competitionKeys = {
  all: ['competitions'] as const,
  list: () => [...competitionKeys.all, 'list'] as const,
  one: (slug: string) => [...competitionKeys.all, 'one', slug] as const,
  standings: (slug: string, offset: number | undefined) =>
    [...competitionKeys.all, 'standings', slug, offset ?? 'around-me'] as const,
};

/** Every competition, live first, with the signed-in student's entry. */
export const competitionsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: competitionKeys.list(),
    queryFn: async (): Promise<Competition[]> => (await callEndpoint(client, 'competitions')).data,
  });

/** One competition; signed in, with the student's entry and whether they can take part. */
export const competitionQueryOptions = (client: ApiClient, slug: string) =>
  queryOptions({
    queryKey: competitionKeys.one(slug),
    queryFn: async (): Promise<Competition> =>
      (await callEndpoint(client, 'competition', { params: { slug } })).data,
  });

/** A page of the standings; without an offset it opens around the signed-in student. */
export const competitionStandingsQueryOptions = (
  client: ApiClient,
  slug: string,
  page: { offset?: number; limit: number },
) =>
  queryOptions({
    queryKey: competitionKeys.standings(slug, page.offset),
    queryFn: async (): Promise<Board> =>
      (await callEndpoint(client, 'competitionStandings', { params: { slug }, query: page })).data,
    placeholderData: keepPreviousData,
  });
