import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors';
import { registerMetricsEndpoint } from '../../http/metrics';
import type { Platform } from '../core/platform';

const unready = (message: string) => new AppError(503, 'unavailable', message);

/**
 * Probes in the Kubernetes sense (decision 0037): alive while the process answers; ready while
 * the database and Redis answer and the instance is not stopping, so a load balancer sends it
 * nothing once SIGTERM arrives. Migrations run before the server listens, so a ready instance is
 * migrated. Also `/metrics`, for the holder of the metrics token.
 */
export function registerHealth(
  app: FastifyInstance,
  { database, rateLimiter, lifecycle, metrics, config }: Platform,
) {
  app.endpoint(endpoints.liveness, async () => ({ status: 'ok' as const }));
  app.endpoint(endpoints.readiness, async () => {
    if (lifecycle.draining) throw unready('This instance is stopping.');
    if (!(await database.ping())) throw unready('The database is not reachable.');
    if (!(await rateLimiter.reachable())) throw unready('Redis is not reachable.');
    return { status: 'ready' as const, database: database.kind };
  });
  registerMetricsEndpoint(app, metrics, config.metricsToken);
}
