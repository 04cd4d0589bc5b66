import { analyticsEventRequestSchema } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { analyticsEvents } from '../../db/schema';
import type { Guards } from '../../http/authenticate';
import { parseWith } from '../../http/validation';

export function analyticsRoutes(db: Database, guards: Guards) {
  return async (app: FastifyInstance) => {
    // Page views are also sent from public pages, so a visitor without a token is recorded anonymously.
    app.post('/analytics/events', async (request, reply) => {
      const claims = await guards.optionalUser(request);
      const event = parseWith(analyticsEventRequestSchema, request.body, 'request body');
      const [row] = await db
        .insert(analyticsEvents)
        .values({ ...event, userId: claims?.id ?? null })
        .returning({ id: analyticsEvents.id });
      return reply.status(202).send({ data: { id: row?.id } });
    });
  };
}
