import { z } from 'zod';
import type { UserRole } from '../session/constants';
import type { Endpoint } from '../shared/endpoint';
import {
  rewardClaimRequestSchema,
  rewardClaimResponseSchema,
  rewardRuleIdSchema,
  rewardRuleRequestSchema,
  rewardRuleResponseSchema,
  rewardRulesResponseSchema,
  userTagsResponseSchema,
} from './schemas';

const admin = ['admin'] as const satisfies readonly UserRole[];
const rewardRuleParams = z.strictObject({ id: rewardRuleIdSchema });

/** Rewards: claims, user tags and the rules an admin sets (decision 0003). */
export const rewardEndpoints = {
  claimReward: {
    api: 'tools',
    method: 'POST',
    path: '/rewards',
    auth: 'user',
    body: rewardClaimRequestSchema,
    idempotent: true,
    response: rewardClaimResponseSchema,
    summary: 'Claim the reward of a rule by its reference',
    tags: ['Rewards'],
  },
  userTags: {
    api: 'tools',
    method: 'GET',
    path: '/rewards/user-tags',
    auth: 'user',
    response: userTagsResponseSchema,
    summary: "The signed-in user's tags",
    tags: ['Rewards'],
  },
  rewardRules: {
    api: 'tools',
    method: 'GET',
    path: '/rewards/rules',
    auth: admin,
    response: rewardRulesResponseSchema,
    summary: 'Every reward rule',
    tags: ['Rewards'],
  },
  createRewardRule: {
    api: 'tools',
    method: 'POST',
    path: '/rewards/rules',
    auth: admin,
    idempotent: true,
    body: rewardRuleRequestSchema,
    status: 201,
    response: rewardRuleResponseSchema,
    summary: 'Create a reward rule',
    tags: ['Rewards'],
  },
  updateRewardRule: {
    api: 'tools',
    method: 'PUT',
    path: '/rewards/rules/{id}',
    auth: admin,
    params: rewardRuleParams,
    body: rewardRuleRequestSchema,
    response: rewardRuleResponseSchema,
    summary: 'Change a reward rule',
    tags: ['Rewards'],
  },
} as const satisfies Record<string, Endpoint>;
