import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { analyticsRepository } from './repository';

/** Page views are also sent from public pages, so a visitor without a token is recorded anonymously. */
export function registerAnalytics(app: FastifyInstance, deps: { db: Database }) {
  app.endpoint(endpoints.analyticsEvent, async ({ body, user }) => ({
    data: await analyticsRepository.record(deps.db, body, user?.id ?? null),
  }));
}
