import type { CodeBox, CodeBoxSummary } from '@sparked/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';

export const codeBoxKeys = {
  all: ['code-box'] as const,
  list: () => [...codeBoxKeys.all, 'list'] as const,
  one: (id: string) => [...codeBoxKeys.all, 'one', id] as const,
};

/** The signed-in user's code boxes, most recently changed first. */
export const codeBoxesQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: codeBoxKeys.list(),
    queryFn: async (): Promise<CodeBoxSummary[]> =>
      (await callEndpoint(client, 'codeBoxes')).data.codeBoxes,
  });

export const codeBoxQueryOptions = (client: ApiClient, id: string) =>
  queryOptions({
    queryKey: codeBoxKeys.one(id),
    queryFn: async (): Promise<CodeBox> =>
      (await callEndpoint(client, 'codeBox', { params: { id } })).data,
  });
