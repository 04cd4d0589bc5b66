import {
  assistantKindSchema,
  assistantPromptRequestSchema,
  assistantSlugSchema,
  runIdSchema,
  threadIdSchema,
} from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Guards } from '../../http/authenticate';
import { parseWith } from '../../http/validation';
import type { AssistantService } from './service';

const kindParams = z.object({ kind: assistantKindSchema });
const slugParams = kindParams.extend({ assistantSlug: assistantSlugSchema });
const threadParams = kindParams.extend({ threadId: threadIdSchema });
const runParams = threadParams.extend({ runId: runIdSchema });

/** The spec §7 `gpt` assistant calls, under the tools API (decision 0005). */
export function assistantRoutes(deps: { service: AssistantService; guards: Guards }) {
  const { service, guards } = deps;
  return async (app: FastifyInstance) => {
    app.get('/gpt/:kind/assistants', async (request) => {
      await guards.requireUser(request);
      const { kind } = parseWith(kindParams, request.params, 'path');
      return { data: await service.list(kind) };
    });

    app.post('/gpt/:kind/assistants', async (request, reply) => {
      const claims = await guards.requireUser(request);
      const { kind } = parseWith(kindParams, request.params, 'path');
      const prompt = parseWith(assistantPromptRequestSchema, request.body, 'request body');
      const { threadId, run } = await service.prompt(claims, kind, undefined, prompt);
      return reply.status(201).send({ data: { runId: run.id, threadId } });
    });

    app.post('/gpt/:kind/assistants/:assistantSlug', async (request, reply) => {
      const claims = await guards.requireUser(request);
      const { kind, assistantSlug } = parseWith(slugParams, request.params, 'path');
      const prompt = parseWith(assistantPromptRequestSchema, request.body, 'request body');
      const { threadId, run } = await service.prompt(claims, kind, assistantSlug, prompt);
      return reply.status(201).send({ data: { runId: run.id, threadId } });
    });

    app.get('/gpt/:kind/assistants/thread/:threadId/run/:runId', async (request) => {
      const claims = await guards.requireUser(request);
      const { kind, threadId, runId } = parseWith(runParams, request.params, 'path');
      return { data: { run: await service.run(claims, kind, threadId, runId) } };
    });

    app.get('/gpt/:kind/assistants/thread/:threadId', async (request) => {
      const claims = await guards.requireUser(request);
      const { kind, threadId } = parseWith(threadParams, request.params, 'path');
      return { data: await service.thread(claims, kind, threadId) };
    });
  };
}
