import type { LrsConnectionChange } from '@sparked/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ApiClient, callEndpoint, useIntentMutation } from '../../api-client';
import { learningRecordsKeys } from './learning-records-queries';

/** Sets the page's connection (a secret left out keeps the saved one); the state is read again. */
export function useLearningRecordStoreSave(client: ApiClient) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (change: LrsConnectionChange, client) =>
      (await callEndpoint(client, 'saveLearningRecordStore', { body: change })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: learningRecordsKeys.all }),
  });
}

/** Forgets the page's connection: the environment's applies again, if there is one. */
export function useLearningRecordStoreClear(client: ApiClient) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (_, client) =>
      (await callEndpoint(client, 'clearLearningRecordStore', {})).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: learningRecordsKeys.all }),
  });
}

/** Asks the store for its /about document with the connection in force. */
export function useLearningRecordStoreTest(client: ApiClient) {
  return useIntentMutation(client, {
    mutationFn: async (_, client) =>
      (await callEndpoint(client, 'testLearningRecordStore', {})).data,
  });
}

export type ParkedStatementChange =
  | { kind: 'retry'; statementId: string }
  | { kind: 'discard'; statementId: string; reason: string };

/** Sends a refused statement again, or stops trying to; the list and the counts are read again. */
export function useParkedStatementChange(client: ApiClient) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (change: ParkedStatementChange, client) => {
      const params = { statementId: change.statementId };
      if (change.kind === 'retry')
        return (await callEndpoint(client, 'retryParkedStatement', { params })).data;
      return (
        await callEndpoint(client, 'discardParkedStatement', {
          params,
          body: { reason: change.reason },
        })
      ).data;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: learningRecordsKeys.all }),
  });
}
