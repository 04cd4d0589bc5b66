import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import { type Idempotency, sendAnswer } from '../../http/idempotency';
import type { RewardService } from './service';

export function registerRewards(
  app: FastifyInstance,
  deps: { rewards: RewardService; idempotency: Idempotency },
) {
  const { rewards, idempotency } = deps;

  /** A client claim; an Idempotency-Key repeats the first answer. */
  app.endpoint(endpoints.claimReward, async ({ body, user, request, reply }) => {
    const answer = await idempotency(request, user.id, async (tx, key) => ({
      data: await rewards.claim(tx, user.id, body, key),
    }));
    return sendAnswer(reply, answer);
  });

  app.endpoint(endpoints.userTags, async ({ user }) => ({ data: await rewards.tagsOf(user.id) }));

  app.endpoint(endpoints.rewardRules, async () => ({ data: await rewards.listRules() }));

  app.endpoint(endpoints.createRewardRule, async ({ body }) => ({
    data: await rewards.createRule(body),
  }));

  app.endpoint(endpoints.updateRewardRule, async ({ params, body }) => ({
    data: await rewards.updateRule(params.id, body),
  }));
}
