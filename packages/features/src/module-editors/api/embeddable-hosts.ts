import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';

/** The sites iframe activities and embeds may show, kept by admins. */
export const embeddableHostsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['embeddable-hosts'] as const,
    queryFn: async () =>
      (await callEndpoint(client, 'embeddableHosts')).data.map((entry) => entry.host),
    staleTime: 5 * 60_000,
  });
