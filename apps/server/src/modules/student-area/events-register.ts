import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { readerOf } from '../core/reader';
import type { EventService } from './events-service';
import { eventInReadersLanguage } from './seeded-events';

/** Events. */
export function registerEvents(app: FastifyInstance, deps: { db: Database; events: EventService }) {
  const { db, events } = deps;

  app.endpoint(endpoints.events, async (context) => {
    const read = await readerOf(db, context);
    const shown = await events.list(context.user);
    return { data: shown.map((event) => eventInReadersLanguage(event, read)) };
  });
  app.endpoint(endpoints.event, async (context) => {
    const read = await readerOf(db, context);
    return {
      data: eventInReadersLanguage(await events.read(context.user, context.params.slug), read),
    };
  });
  app.endpoint(endpoints.joinEvent, async (context) => {
    const read = await readerOf(db, context);
    return {
      data: eventInReadersLanguage(await events.join(context.user, context.params.slug), read),
    };
  });
  app.endpoint(endpoints.claimEvent, async (context) => {
    const read = await readerOf(db, context);
    const { event, wallets } = await events.claim(context.user, context.params.slug);
    return { data: { event: eventInReadersLanguage(event, read), wallets } };
  });
  app.endpoint(endpoints.createEvent, async ({ user, body }) => ({
    data: await events.create(user, body),
  }));
  app.endpoint(endpoints.updateEvent, async ({ user, params, body }) => ({
    data: await events.update(user, params.slug, body),
  }));
}
