import type { ThreadMessage } from '@sparked/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';
import { helpDeskKeys } from './help-desk-keys';

export async function fetchGreeting(client: ApiClient): Promise<ThreadMessage> {
  return (await callEndpoint(client, 'helpDeskGreeting')).data.message;
}

/** Janus's opening message with its capability list; it does not change within a visit. */
export const greetingQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: helpDeskKeys.greeting(),
    queryFn: () => fetchGreeting(client),
    staleTime: Number.POSITIVE_INFINITY,
  });
