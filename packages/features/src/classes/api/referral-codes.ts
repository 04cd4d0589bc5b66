import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, type CallResult, callEndpoint, useIntentMutation } from '../../api-client';
import { classKeys } from './class-queries';

export type ReferralCode = CallResult<'referralCodes'>['data'][number];

const referralKey = (classId: string) => [...classKeys.detail(classId), 'referrals'] as const;

/** A class's referral codes with their uses (admins). */
export const referralCodesQueryOptions = (client: ApiClient, classId: string) =>
  queryOptions({
    queryKey: referralKey(classId),
    queryFn: async (): Promise<ReferralCode[]> =>
      (await callEndpoint(client, 'referralCodes', { params: { id: classId } })).data,
  });

/** Generating (spec §7) and revoking referral codes; the list is read again after either. */
export function useReferralCodeChange(client: ApiClient, classId: string) {
  const queryClient = useQueryClient();
  return useIntentMutation(client, {
    mutationFn: async (change: { kind: 'generate' } | { kind: 'revoke'; code: string }, client) =>
      change.kind === 'generate'
        ? (await callEndpoint(client, 'generateReferralCode', { params: { id: classId } })).data
        : (await callEndpoint(client, 'revokeReferralCode', { params: { code: change.code } }))
            .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralKey(classId) }),
  });
}
