import {
  idempotencyKeyHeader,
  type RewardClaimRequest,
  type RewardClaimResponse,
  rewardClaimResponseSchema,
} from '@sparked/contracts';
import { type ApiClient, validateResult } from '../../api-client';

export type RewardClaim = RewardClaimResponse['data'];

/**
 * Claims the reward of an action; `granted` is false when its limit was reached already (claimed
 * today, say). Rejects with the server's sentence for unknown or server-granted rewards.
 */
export async function claimReward(
  client: ApiClient,
  claim: RewardClaimRequest,
  idempotencyKey: string,
): Promise<RewardClaim> {
  const result = validateResult(
    await client.request('claimReward', {
      body: claim,
      headers: { [idempotencyKeyHeader]: idempotencyKey },
    }),
    rewardClaimResponseSchema,
  );
  if (!result.success) throw new Error(result.error);
  return result.data;
}
