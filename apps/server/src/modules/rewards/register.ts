import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import { auditActorOf } from '../core/audit-log';
import type { RewardService } from './service';

export function registerRewards(app: FastifyInstance, deps: { rewards: RewardService }) {
  const { rewards } = deps;

  /** A client claim; an Idempotency-Key repeats the first answer. */
  app.endpoint(endpoints.claimReward, async ({ body, user, transaction }) =>
    transaction(async (tx, key) => ({ data: await rewards.claim(tx, user.id, body, key) })),
  );

  app.endpoint(endpoints.userTags, async ({ user }) => ({ data: await rewards.tagsOf(user.id) }));

  app.endpoint(endpoints.rewardRules, async () => ({ data: await rewards.listRules() }));

  app.endpoint(endpoints.createRewardRule, async ({ body, user, request }) => ({
    data: await rewards.saveRule(auditActorOf(request, user.id), null, body),
  }));

  app.endpoint(endpoints.updateRewardRule, async ({ params, body, user, request }) => ({
    data: await rewards.saveRule(auditActorOf(request, user.id), params.id, body),
  }));
}
