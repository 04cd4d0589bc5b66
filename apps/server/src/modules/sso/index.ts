import { domainPlugin } from '../core/platform';
import { createAccountSettings } from './account-settings';
import type { PasswordResets } from './password-resets';
import { createPasswordResets } from './password-resets';
import { registerSso } from './register';
import { createSsoService, type SsoService } from './service';
import { createTakenEmailNotice } from './taken-email-notice';

export { createAccount, endSessionsOf } from './account-writes';
export type { PasswordResets } from './password-resets';
export { noPasswordYet } from './passwords';

/** Starts a session for an account proven another way: the same answer as signing in. */
export type StartSession = SsoService['startSession'];

declare module 'fastify' {
  interface FastifyInstance {
    /** Password resets, which admins can also send. */
    passwordResets: PasswordResets;
    /** Signs in an account an LMS launch has proven (LTI), with the tokens sign-in gives. */
    startSession: StartSession;
  }
}

/** Sign-up, sign-in, sessions, the JWKS and password resets. */
export const ssoPlugin = domainPlugin({ name: 'sso', publishes: true }, (app, platform) => {
  const { db, config, now, keys, accessTokens, mailer, rateLimiter, standing } = platform;
  const log = app.log;
  const resets = createPasswordResets({ db, mailer, rateLimiter, standing, config, log, now });
  app.decorate('passwordResets', resets);
  const notifyTakenEmail = createTakenEmailNotice({ db, mailer, log, publicUrl: config.publicUrl });
  const service = createSsoService({ db, accessTokens, rateLimiter, config, notifyTakenEmail });
  app.decorate('startSession', service.startSession);
  registerSso(app, { keys, config, service, account: createAccountSettings(db), resets });
});
