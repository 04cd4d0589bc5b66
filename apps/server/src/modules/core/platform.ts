import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Registry } from 'prom-client';
import type { Config } from '../../config';
import type { Database, DatabaseHandle } from '../../db/database';
import type { FileStore } from '../../files/file-store';
import type { CheckToken } from '../../http/authenticate';
import type { RateLimiter } from '../../http/rate-limit';
import type { Mailer } from '../../mail/mailer';
import type { AccessTokenIssuer } from './access-tokens';
import type { AccountStanding } from './account-standing';
import type { GameBus } from './game-bus';
import type { QueuedJobs, ScheduledJob } from './job-queue';
import type { RedisReport } from './redis-link';
import type { SigningKeys } from './signing-keys';

/** The frame sources a page may embed, re-read when an admin changes the embeddable hosts. */
export interface FrameSources {
  read(): Promise<void>;
}

/** The LMS origins that may frame the web app's pages, re-read when a registration changes. */
export interface FrameAncestors {
  read(): Promise<void>;
}

/**
 * What every domain is built from: the database, settings, the clock, the signing keys and who is
 * calling, the rate limiter, mail, the room bus between instances, and the schedule of jobs. The composition root
 * (`app.ts`) sets it once, before any domain registers.
 */
export interface Platform {
  database: DatabaseHandle;
  db: Database;
  config: Config;
  now: () => Date;
  /** The keys Sparked signs with: access tokens, certificates. */
  keys: SigningKeys;
  accessTokens: AccessTokenIssuer;
  standing: AccountStanding;
  checkToken: CheckToken;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  frameSources: FrameSources;
  frameAncestors: FrameAncestors;
  /** Carries "a game room changed" between instances. */
  gameBus: GameBus;
  /** Adds work that runs on a schedule; the queue starts after every domain has registered. */
  schedule(job: ScheduledJob): void;
  /** Queues a job now, for a request: its id travels into the job's log lines. */
  jobs: QueuedJobs;
  /** How Redis is, when configured: the product works without it, degraded (decision 0041). */
  redisState(): RedisReport;
  /** Where uploads are kept, shared by every instance (decision 0038). */
  files: FileStore;
  /** Prometheus metrics: each domain adds the gauges it owns (decision 0037). */
  metrics: Registry;
  /** Whether the instance is stopping: `/readyz` fails from then on (decision 0037). */
  lifecycle: Lifecycle;
}

export interface Lifecycle {
  readonly draining: boolean;
  /** SIGTERM: tell the load balancer first, then stop taking requests. */
  beginDrain(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    beginDrain() {
      draining = true;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
}

/**
 * A domain as a Fastify plugin (decision 0026): named, with the domains it builds on declared, so
 * Fastify refuses to start when one is missing or comes later in the list. It is encapsulated
 * unless it publishes something other domains use; then, and only then, its decorators are
 * visible to the domains registered after it.
 */
export function domainPlugin(
  meta: { name: string; dependencies?: string[]; publishes?: boolean },
  register: (app: FastifyInstance, platform: Platform) => Promise<void> | void,
) {
  return fp(async (app) => register(app, app.platform), {
    name: meta.name,
    dependencies: meta.dependencies ?? [],
    encapsulate: !meta.publishes,
  });
}
