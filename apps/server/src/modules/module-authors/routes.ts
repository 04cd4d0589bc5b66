import { moduleIdSchema } from '@sparked/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { moduleAuthors, users } from '../../db/schema';
import type { Guards } from '../../http/authenticate';
import { notFound } from '../../http/errors';
import { parseWith } from '../../http/validation';

const paramsSchema = z.object({ moduleId: moduleIdSchema });

export function moduleAuthorRoutes(db: Database, guards: Guards) {
  return async (app: FastifyInstance) => {
    /** The signed-in user's authorship of a module: what the module-author route guard reads. */
    app.get('/module-authors/:moduleId/author', async (request) => {
      const claims = await guards.requireUser(request);
      const { moduleId } = parseWith(paramsSchema, request.params, 'path');
      const [author] = await db
        .select({
          user_id: moduleAuthors.userId,
          module_id: moduleAuthors.moduleId,
          role: moduleAuthors.role,
          email: users.email,
        })
        .from(moduleAuthors)
        .innerJoin(users, eq(users.id, moduleAuthors.userId))
        .where(and(eq(moduleAuthors.moduleId, moduleId), eq(moduleAuthors.userId, claims.id)))
        .limit(1);
      if (!author) throw notFound('You are not an author of this module.');
      const { email, ...rest } = author;
      return { data: { ...rest, user: { sso_user_id: rest.user_id, email } } };
    });
  };
}
