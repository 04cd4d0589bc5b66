import type { Settings } from '@sparked/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type ApiClient, callEndpoint } from '../../api-client';
import { afterPageLoad } from './after-page-load';

export const settingsKeys = { mine: () => ['settings'] as const };

/** The signed-in user's settings: time zone, music, sound. */
export const settingsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: settingsKeys.mine(),
    queryFn: async (): Promise<Settings> => (await callEndpoint(client, 'mySettings')).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The time zone this device is set to, e.g. Asia/Manila. */
const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Keeps a signed-in account's time zone the device's, so a streak's days are the learner's own
 * days: when they differ (first visit, travel), the device's is saved once. A plain call rather
 * than a mutation hook, since it runs on every page (the hook's machinery would load everywhere).
 */
export function useTimeZoneFollowsDevice(client: ApiClient, signedIn: boolean) {
  const queryClient = useQueryClient();
  const saved = useQuery({ ...settingsQueryOptions(client), enabled: signedIn }).data?.timeZone;
  useEffect(() => {
    if (!saved) return;
    // Reading the device's zone makes an Intl formatter: not while the page starts.
    return afterPageLoad(() => {
      const device = deviceTimeZone();
      if (!device || saved === device) return;
      void callEndpoint(client, 'updateMySettings', { body: { timeZone: device } })
        .then(({ data }) => queryClient.setQueryData(settingsKeys.mine(), data))
        // Not saved (offline, an unknown zone): days follow the saved zone until the next visit.
        .catch(() => undefined);
    });
  }, [client, queryClient, saved]);
}
