import { timingSafeEqual } from 'node:crypto';
import { type Endpoint, endpoints } from '@sparked/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database, DatabaseHandle } from '../db/database';
import { notFound, unauthorized } from './errors';
import { countByStatus, type StatusTable } from './status-counts-repository';

/** Each route's endpoint-table entry → its name: requests are counted per name, never per URL. */
const endpointNames = new Map<Endpoint, string>(
  Object.entries(endpoints).map(([name, entry]) => [entry as Endpoint, name]),
);

/** The name a request is counted under: its entry's, the web app's files, or unmatched. */
function endpointOf(request: FastifyRequest): string {
  const entry = request.routeOptions.config.endpoint;
  if (entry) return endpointNames.get(entry) ?? 'unnamed';
  return request.routeOptions.url ? 'web-app' : 'unmatched';
}

/**
 * Prometheus metrics (decision 0037): the process's own (CPU, memory, event-loop lag), request
 * latency per endpoint name, method and status (rate and errors by status are its counts), the
 * database pool and query latency (PostgreSQL only: the embedded database has neither). Domains add what they own (open sockets, delivery backlogs) to the same registry.
 */
export function createMetrics(app: FastifyInstance, database: DatabaseHandle): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'sparked_' });
  const duration = new Histogram({
    name: 'sparked_http_request_duration_seconds',
    help: 'Time to answer a request, by endpoint-table name, method and status.',
    labelNames: ['endpoint', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      { endpoint: endpointOf(request), method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  new Gauge({
    name: 'sparked_database_pool_connections',
    help: 'PostgreSQL pool connections by state (none on the embedded database).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = database.poolStats?.();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  const queries = new Histogram({
    name: 'sparked_database_query_duration_seconds',
    help: 'Time PostgreSQL took to answer a query, waiting for a pool connection excluded.',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  database.observeQueries?.((seconds) => queries.observe(seconds));
  return registry;
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `/metrics` for a scraper sending `METRICS_TOKEN` (Prometheus: `http_headers`): off (404) when no token is configured, so
 * a default install publishes nothing about itself.
 */
export function registerMetricsEndpoint(
  app: FastifyInstance,
  registry: Registry,
  token: string | undefined,
) {
  app.endpoint(endpoints.metrics, async ({ request, reply }) => {
    if (!token) throw notFound('Metrics are off: set METRICS_TOKEN to publish them.');
    // Its own header: an Authorization header must hold a valid session wherever it is sent.
    const given = request.headers['x-metrics-token'];
    if (typeof given !== 'string' || !sameToken(given, token))
      throw unauthorized('Send the metrics token in the X-Metrics-Token header.');
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}

/**
 * A gauge several registrations share (each game's live socket adds its own label): made by the
 * first, found by the others, as a registry refuses a name twice.
 */
export function sharedGauge<Label extends string>(
  registry: Registry,
  options: { name: string; help: string; labelNames: readonly Label[] },
): Gauge<Label> {
  const existing = registry.getSingleMetric(options.name);
  if (existing) return existing as Gauge<Label>;
  return new Gauge({ ...options, registers: [registry] });
}

/**
 * A delivery backlog's gauge (an outbox's rows waiting or set aside): at each scrape, how many
 * rows stand in each of `statuses`, one `status` label each.
 */
export function measureBacklog<Status extends string>(
  registry: Registry,
  db: Database,
  backlog: { name: string; help: string; rows: StatusTable; statuses: readonly Status[] },
) {
  const { rows, statuses } = backlog;
  new Gauge({
    name: backlog.name,
    help: backlog.help,
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const counts = await countByStatus(db, rows, statuses);
      for (const status of statuses) this.set({ status }, counts[status]);
    },
  });
}
