import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { EventService } from './events-service';

/** Events. */
export function registerEvents(app: FastifyInstance, deps: { events: EventService }) {
  const { events } = deps;

  app.endpoint(endpoints.events, async ({ user }) => ({ data: await events.list(user) }));
  app.endpoint(endpoints.event, async ({ user, params }) => ({
    data: await events.read(user, params.slug),
  }));
  app.endpoint(endpoints.joinEvent, async ({ user, params }) => ({
    data: await events.join(user, params.slug),
  }));
  app.endpoint(endpoints.claimEvent, async ({ user, params }) => ({
    data: await events.claim(user, params.slug),
  }));
  app.endpoint(endpoints.createEvent, async ({ user, body }) => ({
    data: await events.create(user, body),
  }));
  app.endpoint(endpoints.updateEvent, async ({ user, params, body }) => ({
    data: await events.update(user, params.slug, body),
  }));
}
