import type { Board, ClassLeague, LeagueSettings, MyLeague } from '@sparked/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';

export const leagueKeys = {
  all: ['leagues'] as const,
  mine: () => [...leagueKeys.all, 'mine'] as const,
  ofClass: (classId: string) => [...leagueKeys.all, 'class', classId] as const,
  board: (scope: BoardScope, offset: number | undefined) =>
    [...leagueKeys.all, 'board', scope, offset ?? 'around-me'] as const,
  settings: () => [...leagueKeys.all, 'settings'] as const,
};

/** A class's all-time board, or the school's. */
export type BoardScope = { classId: string } | 'school';

/** Rows a board page shows. */
export const boardPageSize = 11;

/** This week's league in each of the student's classes that runs one. */
export const myLeaguesQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: leagueKeys.mine(),
    queryFn: async (): Promise<MyLeague[]> => (await callEndpoint(client, 'myLeagues')).data,
  });

/** Every group of a class's league this week, with names: for its teachers. */
export const classLeagueQueryOptions = (client: ApiClient, classId: string) =>
  queryOptions({
    queryKey: leagueKeys.ofClass(classId),
    queryFn: async (): Promise<ClassLeague> =>
      (await callEndpoint(client, 'classLeague', { params: { classId } })).data,
  });

/** A page of a board; without an offset it opens around the signed-in user. */
export const boardQueryOptions = (client: ApiClient, scope: BoardScope, offset?: number) =>
  queryOptions({
    queryKey: leagueKeys.board(scope, offset),
    queryFn: async (): Promise<Board> => {
      const query = { limit: boardPageSize, ...(offset === undefined ? {} : { offset }) };
      const answer =
        scope === 'school'
          ? await callEndpoint(client, 'schoolBoard', { query })
          : await callEndpoint(client, 'classBoard', { params: scope, query });
      return answer.data;
    },
    // Paging keeps the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const leagueSettingsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: leagueKeys.settings(),
    queryFn: async (): Promise<LeagueSettings> =>
      (await callEndpoint(client, 'leagueSettings')).data,
  });
