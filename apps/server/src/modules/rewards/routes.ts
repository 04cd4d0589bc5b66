import {
  rewardClaimRequestSchema,
  rewardRuleIdSchema,
  rewardRuleRequestSchema,
} from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Guards } from '../../http/authenticate';
import { type Idempotency, sendAnswer } from '../../http/idempotency';
import { parseWith } from '../../http/validation';
import type { RewardService } from './service';

const ruleParamsSchema = z.object({ id: rewardRuleIdSchema });

export function rewardRoutes(deps: {
  service: RewardService;
  guards: Guards;
  idempotency: Idempotency;
}) {
  const { service, guards, idempotency } = deps;
  return async (app: FastifyInstance) => {
    app.post('/rewards', async (request, reply) => {
      const claims = await guards.requireUser(request);
      const reference = parseWith(rewardClaimRequestSchema, request.body, 'request body');
      const answer = await idempotency(request, claims.id, async (tx, key) => ({
        data: await service.claim(tx, claims.id, reference, key),
      }));
      return sendAnswer(reply, answer);
    });

    app.get('/rewards/user-tags', async (request) => {
      const claims = await guards.requireUser(request);
      return { data: await service.tagsOf(claims.id) };
    });

    app.get('/rewards/rules', async (request) => {
      await guards.requireRole(request, ['admin']);
      return { data: await service.listRules() };
    });

    app.post('/rewards/rules', async (request, reply) => {
      await guards.requireRole(request, ['admin']);
      const rule = parseWith(rewardRuleRequestSchema, request.body, 'request body');
      return reply.status(201).send({ data: await service.createRule(rule) });
    });

    app.put('/rewards/rules/:id', async (request) => {
      await guards.requireRole(request, ['admin']);
      const { id } = parseWith(ruleParamsSchema, request.params, 'path');
      const rule = parseWith(rewardRuleRequestSchema, request.body, 'request body');
      return { data: await service.updateRule(id, rule) };
    });
  };
}
