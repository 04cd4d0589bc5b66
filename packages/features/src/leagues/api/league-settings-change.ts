import type { LeagueSettings } from '@sparked/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ApiClient, callEndpoint, useIntentMutation } from '../../api-client';
import { leagueKeys } from './league-queries';

/**
 * Saves the league settings (admins); the answer goes straight into the cache.
 * A second press while the first is saving joins it rather than saving again.
 */
export function useLeagueSettingsChange(client: ApiClient) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (settings: LeagueSettings, intent) =>
      (await callEndpoint(intent, 'updateLeagueSettings', { body: settings })).data,
    onSuccess: (settings) => queryClient.setQueryData(leagueKeys.settings(), settings),
  });
}
