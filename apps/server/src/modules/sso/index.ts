import { domainPlugin } from '../core/platform';
import type { PasswordResets } from './password-resets';
import { createPasswordResets } from './password-resets';
import { registerSso } from './register';
import { createSsoService } from './service';
import { createTakenEmailNotice } from './taken-email-notice';

export { createAccount, endSessionsOf } from './account-writes';
export type { PasswordResets } from './password-resets';
export { noPasswordYet } from './passwords';

declare module 'fastify' {
  interface FastifyInstance {
    /** Password resets, which admins can also send. */
    passwordResets: PasswordResets;
  }
}

/** Sign-up, sign-in, sessions, the JWKS and password resets. */
export const ssoPlugin = domainPlugin({ name: 'sso', publishes: true }, (app, platform) => {
  const { db, config, now, keys, accessTokens, mailer, rateLimiter, standing } = platform;
  const log = app.log;
  const resets = createPasswordResets({ db, mailer, rateLimiter, standing, config, log, now });
  app.decorate('passwordResets', resets);
  const notifyTakenEmail = createTakenEmailNotice({ db, mailer, log, publicUrl: config.publicUrl });
  registerSso(app, {
    keys,
    config,
    service: createSsoService({ db, accessTokens, rateLimiter, config, notifyTakenEmail }),
    resets,
  });
});
