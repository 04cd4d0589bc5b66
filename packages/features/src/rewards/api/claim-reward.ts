import type { RewardClaimRequest, RewardClaimResponse } from '@sparked/contracts';
import { type ApiClient, callEndpoint } from '../../api-client';

export type RewardClaim = RewardClaimResponse['data'];

/**
 * Claims the reward of an action; `granted` is false when its limit was reached already (claimed
 * today, say). Rejects with an ApiError for unknown or server-granted rewards.
 */
export async function claimReward(
  client: ApiClient,
  claim: RewardClaimRequest,
  idempotencyKey: string,
): Promise<RewardClaim> {
  return (await callEndpoint(client, 'claimReward', { body: claim, idempotencyKey })).data;
}
