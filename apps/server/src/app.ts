import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import { apiPrefixes } from '@sparked/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { registerAuthentication } from './http/authenticate';
import { registerErrorHandling } from './http/errors';
import { RateLimiter, type RateLimitStore } from './http/rate-limit';
import { analyticsRoutes } from './modules/analytics/routes';
import { registerEconomy } from './modules/economy';
import { healthRoutes } from './modules/health/routes';
import { registerHelpDesk } from './modules/help-desk/register';
import { moduleAuthorRoutes } from './modules/module-authors/routes';
import { createAccessTokens } from './modules/sso/access-tokens';
import { createSsoRepository } from './modules/sso/repository';
import { ssoRoutes } from './modules/sso/routes';
import { createSsoService } from './modules/sso/service';
import { loadSigningKeys } from './modules/sso/signing-keys';
import { themeRoutes } from './modules/themes/routes';
import { serveWebApp } from './web/serve-web-app';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  rateLimitStore: RateLimitStore;
  /** Off in API tests that need no web build. */
  serveWeb?: boolean;
  /** The time refills and daily rewards are computed from; tests move it. */
  now?: () => Date;
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
  const guards = registerAuthentication(app, accessTokens);
  const ssoService = createSsoService({
    repository: createSsoRepository(database.db),
    accessTokens,
    rateLimiter: new RateLimiter(deps.rateLimitStore, config.rateLimit.windowSeconds * 1000),
    config,
  });

  await app.register(healthRoutes(database));
  await app.register(ssoRoutes({ service: ssoService, guards, keys, config }), {
    prefix: apiPrefixes.sso,
  });
  await app.register(themeRoutes(database.db), { prefix: apiPrefixes.main });
  await app.register(analyticsRoutes(database.db, guards), { prefix: apiPrefixes.main });
  await app.register(moduleAuthorRoutes(database.db, guards), { prefix: apiPrefixes.sparked });
  const economy = await registerEconomy(app, { db: database.db, guards, config, now: deps.now });
  await registerHelpDesk(app, { db: database.db, guards, config, ...economy });
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
