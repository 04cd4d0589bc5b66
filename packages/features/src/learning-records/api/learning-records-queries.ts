import type { LrsState, ParkedStatement } from '@sparked/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';

export const learningRecordsKeys = {
  all: ['learning-records'] as const,
  state: () => [...learningRecordsKeys.all, 'state'] as const,
  parked: (offset: number) => [...learningRecordsKeys.all, 'parked', offset] as const,
};

/** How many refused statements the page shows at a time. */
export const parkedPageSize = 20;

/**
 * The store's connection and how delivery is going; read again every 15 s while the page is
 * open, so the backlog and last success move as statements go out.
 */
export const learningRecordStoreQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: learningRecordsKeys.state(),
    queryFn: async (): Promise<LrsState> =>
      (await callEndpoint(client, 'learningRecordStore', {})).data,
    refetchInterval: 15_000,
  });

/** Statements the store refused, newest first; the previous page stays while the next loads. */
export const parkedStatementsQueryOptions = (client: ApiClient, offset: number) =>
  queryOptions({
    queryKey: learningRecordsKeys.parked(offset),
    queryFn: async (): Promise<{ data: ParkedStatement[]; total: number }> =>
      callEndpoint(client, 'parkedStatements', { query: { offset, limit: parkedPageSize } }),
    placeholderData: keepPreviousData,
  });
