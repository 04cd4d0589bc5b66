import type { Class, ClassProgress, EducatorOverview } from '@sparked/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';

/**
 * A page of the classes list: what the teacher typed, whether archived classes are shown, and
 * free or paid classes only.
 */
export type ClassListFilter = {
  search?: string;
  archived?: boolean;
  price?: 'free' | 'paid';
  offset?: number;
};

export const classesPageSize = 20;

export const classKeys = {
  all: ['classes'] as const,
  lists: () => [...classKeys.all, 'list'] as const,
  list: (filter: ClassListFilter) => [...classKeys.lists(), filter] as const,
  detail: (classId: string) => [...classKeys.all, 'detail', classId] as const,
  roster: (classId: string) => [...classKeys.detail(classId), 'roster'] as const,
  progress: (classId: string) => [...classKeys.detail(classId), 'progress'] as const,
  overview: () => [...classKeys.all, 'overview'] as const,
};

/** The educator dashboard: my classes, recent completions, students who may need help. */
export const educatorOverviewQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: classKeys.overview(),
    queryFn: async (): Promise<EducatorOverview> =>
      (await callEndpoint(client, 'educatorOverview')).data,
  });

/** The classes the signed-in educator teaches (admins: every class), newest first. */
export const classListQueryOptions = (client: ApiClient, filter: ClassListFilter) =>
  queryOptions({
    queryKey: classKeys.list(filter),
    queryFn: async () =>
      (
        await callEndpoint(client, 'classes', {
          query: {
            search: filter.search || undefined,
            archived: filter.archived ? 'true' : 'false',
            price: filter.price,
            offset: filter.offset ?? 0,
            limit: classesPageSize,
          },
        })
      ).data,
    placeholderData: keepPreviousData,
  });

/** A class with its modules, join code and co-teachers. */
export const classQueryOptions = (client: ApiClient, classId: string) =>
  queryOptions({
    queryKey: classKeys.detail(classId),
    queryFn: async (): Promise<Class> =>
      (await callEndpoint(client, 'class', { params: { classId } })).data,
  });

/** Students and join requests, with real names (teachers only). */
export const rosterQueryOptions = (client: ApiClient, classId: string) =>
  queryOptions({
    queryKey: classKeys.roster(classId),
    queryFn: async () => (await callEndpoint(client, 'roster', { params: { classId } })).data,
  });

/** The progress grid: one row per student, one cell per activity. */
export const classProgressQueryOptions = (client: ApiClient, classId: string) =>
  queryOptions({
    queryKey: classKeys.progress(classId),
    queryFn: async (): Promise<ClassProgress> =>
      (await callEndpoint(client, 'classProgress', { params: { classId } })).data,
  });
