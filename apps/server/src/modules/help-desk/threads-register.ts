import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import { readerLocale } from '../../i18n/reader-locale';
import type { HelpDeskService } from './service';

/** The widget's push-thread and get-saved-thread calls (decision 0005), under the tools API. */
export function registerHelpDeskThreads(app: FastifyInstance, deps: { service: HelpDeskService }) {
  const { service } = deps;

  // In the browser's language: the widget asks for it before any thread, signed in or not.
  app.endpoint(endpoints.helpDeskGreeting, async ({ request }) => ({
    data: { message: service.greeting(readerLocale(null, request.headers['accept-language'])) },
  }));

  app.endpoint(endpoints.helpDeskPushThread, async ({ body, user, request }) => ({
    data: await service.push(user, body, readerLocale(null, request.headers['accept-language'])),
  }));

  app.endpoint(endpoints.helpDeskSavedThread, async ({ params, user }) => ({
    data: await service.savedThread(user, params.threadId),
  }));
}
