import type { Activity } from '@sparked/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';
import { moduleKeys } from './module-queries';

export const activityKey = (moduleId: string, activityId: string) =>
  [...moduleKeys.detail(moduleId), 'activity', activityId] as const;

/** An activity's draft content, as its editors and the preview read it. */
export const activityQueryOptions = (client: ApiClient, moduleId: string, activityId: string) =>
  queryOptions({
    queryKey: activityKey(moduleId, activityId),
    queryFn: async (): Promise<Activity> =>
      (await callEndpoint(client, 'activity', { params: { moduleId, activityId } })).data,
    // The editor owns the document once open; a background refetch must not overwrite it.
    staleTime: Number.POSITIVE_INFINITY,
  });
