import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import { moduleAuthorRepository } from './repository';

export function registerModuleAuthors(app: FastifyInstance, deps: { db: Database }) {
  /** The signed-in user's authorship of a module: what the module-author route guard reads. */
  app.endpoint(endpoints.currentModuleAuthor, async ({ params, user }) => {
    const author = await moduleAuthorRepository.authorship(deps.db, params.moduleId, user.id);
    if (!author) throw notFound('You are not an author of this module.');
    const { email, ...rest } = author;
    return { data: { ...rest, user: { sso_user_id: rest.user_id, email } } };
  });
}
