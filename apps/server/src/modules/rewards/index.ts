export { registerRewards } from './register';
export { createRewardService, type RewardService } from './service';
