import { endpoints, ltiToolPaths } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import { auditActorOf } from '../core/audit-log';
import { registerWithPlatform } from './dynamic-registration';
import type { PlatformRegistry } from './platforms';

/**
 * What an admin needs beside the registration form: the addresses to paste into an LMS, LTI
 * Dynamic Registration (the platform comes in pending), and approving a pending platform.
 */
export function registerDynamicRegistration(
  app: FastifyInstance,
  deps: { platforms: PlatformRegistry; origin: string },
) {
  const { platforms, origin } = deps;

  app.endpoint(endpoints.ltiToolSettings, async () => ({
    data: {
      loginUrl: `${origin}${ltiToolPaths.login}`,
      launchUrl: `${origin}${ltiToolPaths.launch}`,
      jwksUrl: `${origin}${ltiToolPaths.jwks}`,
      deepLinkingUrl: `${origin}${ltiToolPaths.deepLinking}`,
      dynamicRegistrationUrl: `${origin}${ltiToolPaths.dynamicRegistration}`,
    },
  }));

  app.endpoint(
    endpoints.registerLtiPlatformDynamically,
    async ({ body, user, request, transaction }) => {
      // The LMS is called before the transaction: nothing is held open while it answers.
      const registration = await registerWithPlatform(body, origin);
      return transaction(async (tx) => ({
        data: await platforms.create(tx, auditActorOf(request, user.id), registration, 'pending'),
      }));
    },
  );

  app.endpoint(endpoints.approveLtiPlatform, async ({ params, user, request }) => ({
    data: await platforms.approve(auditActorOf(request, user.id), params.id),
  }));
}
