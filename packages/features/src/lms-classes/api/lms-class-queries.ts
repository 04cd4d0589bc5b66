import type { LtiClassLink, LtiRosterSyncResult, LtiScoreResend } from '@sparked/contracts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, callEndpoint, useIntentMutation } from '../../api-client';

export const lmsClassKeys = {
  all: ['lms-classes'] as const,
  link: (classId: string) => [...lmsClassKeys.all, classId] as const,
};

/** A class's LMS: each student's grades sent, pending or failed, and the last roster sync. */
export const lmsClassQueryOptions = (client: ApiClient, classId: string) =>
  queryOptions({
    queryKey: lmsClassKeys.link(classId),
    queryFn: async (): Promise<LtiClassLink> =>
      (await callEndpoint(client, 'ltiClassLink', { params: { classId } })).data,
  });

/**
 * Brings the class's roster in from its LMS; afterwards the class's lists (students, counts) and
 * this view are read again.
 */
export function useLmsRosterSync(client: ApiClient, classId: string) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (_, client): Promise<LtiRosterSyncResult> =>
      (await callEndpoint(client, 'syncLtiRoster', { params: { classId } })).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: lmsClassKeys.link(classId) }),
        queryClient.invalidateQueries({ queryKey: ['classes'] }),
      ]),
  });
}

/**
 * Sends a student's failed scores again (they wait for the sender once more); the class's LMS
 * view is read again to show them pending.
 */
export function useResendLmsScores(client: ApiClient, classId: string) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (userId: string, client): Promise<LtiScoreResend> =>
      (await callEndpoint(client, 'resendLtiScores', { params: { classId }, body: { userId } }))
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lmsClassKeys.link(classId) }),
  });
}
