import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { HelpDeskService } from './service';

/** The widget's push-thread and get-saved-thread calls (decision 0005), under the tools API. */
export function registerHelpDeskThreads(app: FastifyInstance, deps: { service: HelpDeskService }) {
  const { service } = deps;

  app.endpoint(endpoints.helpDeskGreeting, async () => ({
    data: { message: service.greeting() },
  }));

  app.endpoint(endpoints.helpDeskPushThread, async ({ body, user }) => ({
    data: await service.push(user, body),
  }));

  app.endpoint(endpoints.helpDeskSavedThread, async ({ params, user }) => ({
    data: await service.savedThread(user, params.threadId),
  }));
}
