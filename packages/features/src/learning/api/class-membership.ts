import type { JoinResult } from '@sparked/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ApiClient, callEndpoint, useIntentMutation } from '../../api-client';
import { learningKeys } from './learning-queries';

/**
 * Joining a class with its code (or none, for an open class), and leaving one. Either changes
 * the student's classes, so those are read again.
 */
export function useClassMembership(client: ApiClient) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: learningKeys.all });
  const join = useIntentMutation(client, {
    mutationFn: async (
      {
        classId,
        code,
      }: {
        classId: string;
        code?: string;
      },
      client,
    ): Promise<JoinResult> =>
      (await callEndpoint(client, 'joinClass', { params: { classId }, body: { code } })).data,
    onSuccess: refresh,
  });
  const leave = useIntentMutation(client, {
    mutationFn: async (classId: string, client) => {
      await callEndpoint(client, 'leaveClass', { params: { classId } });
    },
    onSuccess: refresh,
  });
  return { join, leave };
}
