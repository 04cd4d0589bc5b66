import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleAuthorService } from './service';

/** The spec §7 module-author calls. */
export function registerModuleAuthors(
  app: FastifyInstance,
  deps: { authors: ModuleAuthorService },
) {
  const { authors } = deps;

  /** What the module-author route guard reads. */
  app.endpoint(endpoints.currentModuleAuthor, async ({ params, user }) => ({
    data: await authors.current(user.id, params.moduleId),
  }));

  app.endpoint(endpoints.moduleAuthors, async ({ params, query, user }) => ({
    data: await authors.list(user.id, params.moduleId, query),
  }));

  app.endpoint(endpoints.addModuleAuthor, async ({ body, user }) => ({
    data: await authors.add(user.id, body),
  }));

  app.endpoint(endpoints.changeModuleAuthor, async ({ query, body, user }) => ({
    data: await authors.changeRole(user.id, query.module_id, query.user_id, body.role),
  }));

  app.endpoint(endpoints.removeModuleAuthors, async ({ query, user }) => ({
    data: await authors.remove(user.id, query.module_id, query['user_ids[]']),
  }));
}
