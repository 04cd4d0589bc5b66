import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { AppError } from '../../http/errors';

/** Probes for a load balancer: alive, and ready when the database answers. */
export function registerHealth(app: FastifyInstance, deps: { database: DatabaseHandle }) {
  app.endpoint(endpoints.liveness, async () => ({ status: 'ok' as const }));
  app.endpoint(endpoints.readiness, async () => {
    if (!(await deps.database.ping()))
      throw new AppError(503, 'unavailable', 'The database is not reachable.');
    return { status: 'ready' as const, database: deps.database.kind };
  });
}
