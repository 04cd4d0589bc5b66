import type { LeagueSettings } from '@sparked/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';
import { leagueKeys } from './league-queries';

/** Saves the league settings (admins); the answer goes straight into the cache. */
export function useLeagueSettingsChange(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: LeagueSettings) =>
      (await callEndpoint(client, 'updateLeagueSettings', { body: settings })).data,
    onSuccess: (settings) => queryClient.setQueryData(leagueKeys.settings(), settings),
  });
}
