import type { Settings } from '@sparked/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type ApiClient, afterPageLoad, callEndpoint } from '../../api-client';

import { readDeviceTimeZone } from './device-time-zone';

export const settingsKeys = { mine: () => ['settings'] as const };

/** The signed-in user's settings: time zone, music, sound. */
export const settingsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: settingsKeys.mine(),
    queryFn: async (): Promise<Settings> => (await callEndpoint(client, 'mySettings')).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

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
    let unmounted = false;
    // Not while the page starts: the worker's thread would compete with it on a slow phone.
    const cancel = afterPageLoad(async () => {
      const device = await readDeviceTimeZone();
      if (unmounted || !device || saved === device) return;
      void callEndpoint(client, 'updateMySettings', { body: { timeZone: device } })
        .then(({ data }) => queryClient.setQueryData(settingsKeys.mine(), data))
        // Not saved (offline, an unknown zone): days follow the saved zone until the next visit.
        .catch(() => undefined);
    });
    return () => {
      unmounted = true;
      cancel();
    };
  }, [client, queryClient, saved]);
}
