import type { Settings } from '@sparked/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';
import { settingsKeys } from './settings';

// Apart from the settings query, which every page reads: only the pages that change settings
// load the mutation machinery.
/** Changes some settings; the answer, the whole settings, goes straight into the cache. */
export function useSettingsChange(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: Partial<Settings>) =>
      (await callEndpoint(client, 'updateMySettings', { body: changes })).data,
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.mine(), settings),
  });
}
