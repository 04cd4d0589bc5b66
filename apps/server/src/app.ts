import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { createAuthorize } from './http/authenticate';
import { registerErrorHandling } from './http/errors';
import { RateLimiter, type RateLimitStore } from './http/rate-limit';
import { QuietRequestLog } from './http/request-log';
import { registerEndpoints } from './http/route';
import { registerAnalytics } from './modules/analytics/register';
import { registerEconomy } from './modules/economy';
import { registerHealth } from './modules/health/register';
import { registerHelpDesk } from './modules/help-desk/register';
import { registerModuleAuthors } from './modules/module-authors/register';
import { createAccessTokens } from './modules/sso/access-tokens';
import { registerSso } from './modules/sso/register';
import { createSsoService } from './modules/sso/service';
import { loadSigningKeys } from './modules/sso/signing-keys';
import { registerThemes } from './modules/themes/register';
import { serveWebApp } from './web/serve-web-app';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  rateLimitStore: RateLimitStore;
  /** Off in API tests that need no web build. */
  serveWeb?: boolean;
  /** The time refills and daily rewards are computed from; tests move it. */
  now?: () => Date;
  /** Parse every success body with its response schema: on in development and tests. */
  checkResponses?: boolean;
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    logController: new QuietRequestLog(),
  });

  registerErrorHandling(app);
  acceptEmptyJsonBodies(app);
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix injects small <style> blocks (scroll lock); no script is ever inline.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });

  const keys = await loadSigningKeys(database.db);
  const accessTokens = createAccessTokens(keys, {
    audience: config.auth.audience,
    ttlSeconds: config.auth.accessTokenTtlSeconds,
  });
  registerEndpoints(app, {
    authorize: createAuthorize(accessTokens),
    checkResponses: deps.checkResponses ?? false,
  });
  const db = database.db;

  registerHealth(app, { database });
  registerSso(app, {
    keys,
    config,
    service: createSsoService({
      db,
      accessTokens,
      rateLimiter: new RateLimiter(deps.rateLimitStore, config.rateLimit.windowSeconds * 1000),
      config,
    }),
  });
  registerThemes(app, { db });
  registerAnalytics(app, { db });
  registerModuleAuthors(app, { db });
  const economy = registerEconomy(app, { db, config, now: deps.now });
  await registerHelpDesk(app, { db, config, ...economy });
  if (deps.serveWeb !== false) await serveWebApp(app, config.webDistDir);
  return app;
}

/** The web client sends a JSON content type on every call, including body-less DELETEs (spec §7). */
function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
