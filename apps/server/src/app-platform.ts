import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from './app-dependencies';
import { removeAbandonedParts } from './files/file-store';
import { openFileStore } from './files/open-file-store';
import { createAuthorize, createTokenCheck } from './http/authenticate';
import { createMetrics } from './http/metrics';
import { RateLimiter } from './http/rate-limit';
import { registerEndpoints } from './http/route';
import { createMailer } from './mail/mailer';
import { createAccessTokens } from './modules/core/access-tokens';
import { createAccountStanding } from './modules/core/account-standing';
import { createMemoryGameBus } from './modules/core/game-bus';
import { createJobSender, type ScheduledJob } from './modules/core/job-queue';
import {
  createLifecycle,
  type FrameAncestors,
  type FrameSources,
  type Platform,
} from './modules/core/platform';
import { watchRedis } from './modules/core/redis-link';
import { loadSigningKeys } from './modules/core/signing-keys';

/**
 * What every domain is built from, set on the app as `app.platform` before any domain registers:
 * signing keys, access tokens checked against account standing, the rate limiter, mail, the room
 * bus and the job schedule. Also the endpoint table's `app.endpoint` with its authorisation, and
 * the WebSocket server that live sockets run on. Answers the jobs the domains schedule.
 */
export async function registerPlatform(
  app: FastifyInstance,
  deps: AppDependencies,
  frameSources: FrameSources,
  frameAncestors: FrameAncestors,
): Promise<ScheduledJob[]> {
  const { config, database } = deps;
  const db = database.db;
  const keys = await loadSigningKeys(db);
  const accessTokens = createAccessTokens(keys, {
    audience: config.auth.audience,
    ttlSeconds: config.auth.accessTokenTtlSeconds,
  });
  const standing = createAccountStanding(db, { ttlSeconds: config.auth.accountCheckSeconds });
  const checkToken = createTokenCheck(accessTokens, standing);
  const rateLimiter = new RateLimiter(deps.rateLimitStore, config.rateLimit.windowSeconds * 1000);
  const jobs: ScheduledJob[] = [];
  const now = deps.now ?? (() => new Date());
  const files = await openFileStore(config.s3, db);
  if (files.kind === 'database')
    jobs.push({
      name: 'files/remove-abandoned-parts',
      cron: '41 3 * * *',
      run: () => removeAbandonedParts(db, now()),
    });
  const gameBus = deps.gameBus ?? createMemoryGameBus();
  // Losing Redis degrades two things, each logged once when lost and once when back (0041).
  const redisState = watchRedis(
    [
      {
        link: deps.rateLimitStore.link,
        lost: 'Redis is unreachable: rate limits count in this instance’s memory until it returns',
        back: 'Redis is back: rate limits are shared by every instance again',
      },
      {
        link: gameBus.link,
        lost: 'Redis is unreachable: live games update only the sockets on this instance until it returns',
        back: 'Redis is back: live games reach every instance again',
      },
    ],
    app.log,
  );
  const platform: Platform = {
    database,
    db,
    config,
    now,
    keys,
    accessTokens,
    standing,
    checkToken,
    rateLimiter,
    mailer: createMailer(config.mail, app.log),
    frameSources,
    frameAncestors,
    gameBus,
    schedule: (job) => jobs.push(job),
    jobs: createJobSender(),
    redisState,
    files,
    metrics: createMetrics(app, database),
    lifecycle: createLifecycle(),
  };
  app.decorate('platform', platform);
  registerEndpoints(app, {
    authorize: createAuthorize(checkToken),
    checkResponses: deps.checkResponses ?? false,
    db,
    admitSocket: (ip) =>
      rateLimiter.consume(
        [{ key: `socket:ip:${ip}`, max: config.rateLimit.socketsMax }],
        /*i18n*/ {
          id: 'rate-limit.too-many-connections',
          message: 'Too many live connections from your network. Try again in {seconds} seconds.',
        },
      ),
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: 8 * 1024 } });
  return jobs;
}
