import { pushThreadRequestSchema, threadIdSchema } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Guards } from '../../http/authenticate';
import { parseWith } from '../../http/validation';
import type { HelpDeskService } from './service';

const threadParams = z.object({ threadId: threadIdSchema });

/** The widget's push-thread and get-saved-thread calls (decision 0005), under the tools API. */
export function helpDeskRoutes(deps: { service: HelpDeskService; guards: Guards }) {
  const { service, guards } = deps;
  return async (app: FastifyInstance) => {
    app.get('/help-desk/greeting', async (request) => {
      await guards.requireUser(request);
      return { data: { message: service.greeting() } };
    });

    app.post('/help-desk/threads/push', async (request) => {
      const claims = await guards.requireUser(request);
      const body = parseWith(pushThreadRequestSchema, request.body, 'request body');
      return { data: await service.push(claims, body) };
    });

    app.get('/help-desk/threads/:threadId', async (request) => {
      const claims = await guards.requireUser(request);
      const { threadId } = parseWith(threadParams, request.params, 'path');
      return { data: await service.savedThread(claims, threadId) };
    });
  };
}
