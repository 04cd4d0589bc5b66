import { endpoints } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors';
import { registerMetricsEndpoint } from '../../http/metrics';
import type { Platform } from '../core/platform';

const unready = (message: string) => new AppError(503, 'unavailable', message);

/**
 * Probes in the Kubernetes sense (decision 0037): alive while the process answers; ready while
 * the database answers and the instance is not stopping, so a load balancer sends it nothing
 * once SIGTERM arrives. Migrations run before the server listens, so a ready instance is
 * migrated. Redis is reported, not required (decision 0041): every instance shares one Redis, so
 * failing readiness on its loss would take every instance out of the balancer at once, while
 * each can still serve, degraded. Also `/metrics`, for the holder of the metrics token.
 */
export function registerHealth(
  app: FastifyInstance,
  { database, redisState, lifecycle, metrics, config }: Platform,
) {
  app.endpoint(endpoints.liveness, async () => ({ status: 'ok' as const }));
  app.endpoint(endpoints.readiness, async () => {
    if (lifecycle.draining) throw unready('This instance is stopping.');
    if (!(await database.ping())) throw unready('The database is not reachable.');
    return { status: 'ready' as const, database: database.kind, redis: redisState() };
  });
  registerMetricsEndpoint(app, metrics, config.metricsToken);
}
