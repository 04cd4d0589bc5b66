import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api-client';
import { writeBalances } from '../../wallet';
import { claimReward } from '../api/claim-reward';
import { rewardKeys } from '../api/reward-keys';

/** Decision 0003: the web app claims this once per signed-in visit; the server limits it to daily. */
export const dailySignIn = { referenceTable: 'daily_sign_in', referenceSelector: 'today' } as const;

/**
 * Claims the daily sign-in reward once per signed-in visit of `userId` and writes the balances it
 * answers into the wallets cache. It is kept as a never-stale query so that remounts and
 * StrictMode share one claim, and signing out (which clears the query cache) makes the next
 * sign-in claim again.
 */
export function useDailySignInReward(client: ApiClient, userId: string | undefined) {
  const queryClient = useQueryClient();
  useQuery({
    queryKey: rewardKeys.claim(
      userId ?? '',
      dailySignIn.referenceTable,
      dailySignIn.referenceSelector,
    ),
    queryFn: async () => {
      const claim = await claimReward(client, dailySignIn, crypto.randomUUID());
      await writeBalances(queryClient, claim.wallets);
      return claim;
    },
    enabled: userId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
