import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import { readerLocale } from '../../i18n/reader-locale';
import type { AssistantService } from './service';

/** The spec §7 `gpt` assistant calls, under the tools API (decision 0005). */
export function registerAssistants(app: FastifyInstance, deps: { service: AssistantService }) {
  const { service } = deps;

  app.endpoint(endpoints.assistants, async ({ params }) => ({
    data: await service.list(params.kind),
  }));

  app.endpoint(endpoints.assistantPrompt, async ({ params, body, user, request }) => {
    const { threadId, run } = await service.prompt(user, params.kind, undefined, body, {
      browserLocale: readerLocale(null, request.headers['accept-language']),
    });
    return { data: { runId: run.id, threadId } };
  });

  app.endpoint(endpoints.assistantPromptBySlug, async ({ params, body, user, request }) => {
    const { threadId, run } = await service.prompt(user, params.kind, params.assistantSlug, body, {
      browserLocale: readerLocale(null, request.headers['accept-language']),
    });
    return { data: { runId: run.id, threadId } };
  });

  app.endpoint(endpoints.assistantRun, async ({ params, user }) => ({
    data: { run: await service.run(user, params.kind, params.threadId, params.runId) },
  }));

  app.endpoint(endpoints.assistantThread, async ({ params, user }) => ({
    data: await service.thread(user, params.kind, params.threadId),
  }));
}
