import type { FastifyInstance } from 'fastify';
import { domainPlugin } from '../core/platform';
import { registerLtiAdvantage } from './advantage';
import { createDeepLinking } from './deep-linking';
import { registerDeepLinking } from './deep-linking-register';
import { registerDynamicRegistration } from './dynamic-registration-routes';
import { createKeySets } from './key-sets';

export { createFrameAncestors } from './frame-ancestors';

import { createAccountLinks } from './linking';
import { createLogin } from './login';
import { createPlatformRegistry } from './platforms';
import { answerRefusalsWithPages } from './refusal';
import { registerLti } from './register';
import { createLaunches, removeExpired } from './service';
import { createLoginStates } from './state';

/**
 * An LMS's browser posts HTML forms (the login, the launch). Only this plugin reads them, so every
 * other route still answers a form with 415.
 */
function acceptForms(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body.toString())));
    },
  );
}

/** LTI 1.3: LMSs admins register, and launches from them that sign people in (decision 0028). */
export const ltiPlugin = domainPlugin(
  { name: 'lti', dependencies: ['sso', 'classes', 'learning'] },
  (app, platform) => {
    const { db, config, now, keys, standing, rateLimiter, schedule, frameAncestors } = platform;
    const origin = new URL(config.publicUrl).origin;
    const states = createLoginStates({ keys, origin, now });
    acceptForms(app);
    answerRefusalsWithPages(app);
    const deepLinking = createDeepLinking({ db, rsa: () => keys.rsa, origin, now });
    const platforms = createPlatformRegistry({ db });
    registerDynamicRegistration(app, { platforms, origin });
    registerLti(app, {
      platforms,
      frameAncestors,
      login: createLogin({ db, states, origin, now }),
      launches: createLaunches({
        db,
        states,
        keySets: createKeySets({ now }),
        standing,
        startSession: app.startSession,
        deepLinking,
        origin,
        now,
      }),
      links: createAccountLinks({ db, keys, origin, now }),
      keys,
      rateLimiter,
      maxPerIp: config.rateLimit.loginIpMax,
    });
    registerDeepLinking(app, {
      deepLinking,
      limit: (ip) =>
        rateLimiter.consume(
          [{ key: `lti:ip:${ip}`, max: config.rateLimit.loginIpMax }],
          /*i18n*/ {
            id: 'rate-limit.too-many-launches',
            message: 'Too many launches from your network. Try again in {seconds} seconds.',
          },
        ),
    });
    schedule({
      name: 'lti/remove-expired',
      cron: '23 * * * *',
      run: () => removeExpired(db, now),
    });
    registerLtiAdvantage(app, platform);
  },
);
