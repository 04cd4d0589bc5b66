import type { AcademyModule, AcademyModulePage, ModuleLevel, Order } from '@sparked/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';

/** What the catalogue is narrowed to; the page keeps it in the address. */
export type AcademyFilter = {
  search?: string;
  subject?: string;
  level?: ModuleLevel;
  maxMinutes?: number;
  price?: 'free' | 'paid';
  offset?: number;
};

export const academyPageSize = 24;

export const academyKeys = {
  all: ['academy'] as const,
  catalogue: (filter: AcademyFilter) => [...academyKeys.all, 'catalogue', filter] as const,
  module: (moduleId: string) => [...academyKeys.all, 'module', moduleId] as const,
  myOrders: () => [...academyKeys.all, 'my-orders'] as const,
  orders: () => [...academyKeys.all, 'orders'] as const,
};

/** Every order, newest first (admins). */
export const ordersQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: academyKeys.orders(),
    queryFn: async (): Promise<Order[]> => (await callEndpoint(client, 'orders')).data,
  });

/** The signed-in user's orders: their receipts. */
export const myOrdersQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: academyKeys.myOrders(),
    queryFn: async (): Promise<Order[]> => (await callEndpoint(client, 'myOrders')).data,
  });

/** Listed, published modules, newest first, 24 a page, with the subjects there are. */
export const academyCatalogueQueryOptions = (client: ApiClient, filter: AcademyFilter) =>
  queryOptions({
    queryKey: academyKeys.catalogue(filter),
    queryFn: async (): Promise<{
      modules: AcademyModule[];
      total: number;
      subjects: string[];
    }> =>
      (
        await callEndpoint(client, 'academy', {
          query: { ...filter, offset: filter.offset ?? 0, limit: academyPageSize },
        })
      ).data,
    // Typing in the search box keeps the last answer on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });

/** A listed module's page, with the signed-in student's enrolment. */
export const academyModuleQueryOptions = (client: ApiClient, moduleId: string) =>
  queryOptions({
    queryKey: academyKeys.module(moduleId),
    queryFn: async (): Promise<AcademyModulePage> =>
      (await callEndpoint(client, 'academyModule', { params: { moduleId } })).data,
  });
