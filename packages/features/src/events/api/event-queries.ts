import type { SparkedEvent } from '@sparked/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';

export const eventKeys = {
  all: ['events'] as const,
  list: () => [...eventKeys.all, 'list'] as const,
  one: (slug: string) => [...eventKeys.all, 'one', slug] as const,
};

/** Every event, live first, with the signed-in student's entry and progress. */
export const eventsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: eventKeys.list(),
    queryFn: async (): Promise<SparkedEvent[]> => (await callEndpoint(client, 'events')).data,
  });

export const eventQueryOptions = (client: ApiClient, slug: string) =>
  queryOptions({
    queryKey: eventKeys.one(slug),
    queryFn: async (): Promise<SparkedEvent> =>
      (await callEndpoint(client, 'event', { params: { slug } })).data,
  });
