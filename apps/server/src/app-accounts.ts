import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from './app-dependencies';
import { createAuthorize, createTokenCheck } from './http/authenticate';
import { RateLimiter } from './http/rate-limit';
import { registerEndpoints } from './http/route';
import { createMailer } from './mail/mailer';
import { createAccountStanding } from './modules/core/account-standing';
import { registerHealth } from './modules/health';
import type { createFrameSources } from './modules/modules/frame-sources';
import { createAccessTokens } from './modules/sso/access-tokens';
import { createPasswordResets } from './modules/sso/password-resets';
import { registerSso } from './modules/sso/register';
import { createSsoService } from './modules/sso/service';
import { loadSigningKeys } from './modules/sso/signing-keys';
import { createTakenEmailNotice } from './modules/sso/taken-email-notice';

/**
 * Who is calling and how often: signing keys, access tokens checked against account standing,
 * the rate limiter, the endpoint table's routes with their authorisation, health, and sign-in.
 * Answers what every domain registered after it is built from.
 */
export async function registerAccounts(
  app: FastifyInstance,
  deps: AppDependencies,
  frameSources: ReturnType<typeof createFrameSources>,
) {
  const { config, database, now } = deps;
  const db = database.db;
  const keys = await loadSigningKeys(db);
  const accessTokens = createAccessTokens(keys, {
    audience: config.auth.audience,
    ttlSeconds: config.auth.accessTokenTtlSeconds,
  });
  const standing = createAccountStanding(db, { ttlSeconds: config.auth.accountCheckSeconds });
  const checkToken = createTokenCheck(accessTokens, standing);
  const rateLimiter = new RateLimiter(deps.rateLimitStore, config.rateLimit.windowSeconds * 1000);
  registerEndpoints(app, {
    authorize: createAuthorize(checkToken),
    checkResponses: deps.checkResponses ?? false,
    db,
    admitSocket: (ip) =>
      rateLimiter.consume(
        [{ key: `socket:ip:${ip}`, max: config.rateLimit.socketsMax }],
        'Too many live connections from your network.',
      ),
  });

  registerHealth(app, { database });
  const mailer = createMailer(config.mail, app.log);
  const resets = createPasswordResets({
    db,
    mailer,
    rateLimiter,
    standing,
    config,
    log: app.log,
    now,
  });
  registerSso(app, {
    keys,
    config,
    service: createSsoService({
      db,
      accessTokens,
      rateLimiter,
      config,
      notifyTakenEmail: createTakenEmailNotice({
        db,
        mailer,
        log: app.log,
        publicUrl: config.publicUrl,
      }),
    }),
    resets,
  });
  return { db, config, now, keys, standing, checkToken, rateLimiter, resets, frameSources };
}

export type Platform = Awaited<ReturnType<typeof registerAccounts>>;
