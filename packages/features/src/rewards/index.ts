export { claimReward, type RewardClaim } from './api/claim-reward';
export { rewardKeys } from './api/reward-keys';
export { fetchUserTags, userTagsQueryOptions } from './api/user-tags';
export { dailySignIn, useDailySignInReward } from './components/use-daily-sign-in-reward';
