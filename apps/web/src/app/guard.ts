import { currentModuleAuthorQueryOptions } from '@sparked/features/module-authors';
import { type AccessRequirements, checkAccess } from '@sparked/features/route-access';
import { type ParsedLocation, redirect } from '@tanstack/react-router';
import type { RouterContext } from './router-context';
import { signInLocation } from './sign-in-redirect';

/** How a route states its needs; the module id comes from the route's own `$moduleId`. */
export interface RouteRequirements extends Omit<AccessRequirements, 'moduleAuthor'> {
  moduleAuthor?: 'viewers-allowed' | 'no-viewers';
}

interface BeforeLoadArgs {
  context: RouterContext;
  location: ParsedLocation;
  params: object;
}

/** Module-contents denials show an alert on the module list (spec §8); others go home. */
const moduleContentsPath = /^\/educator\/modules\/[^/]+\/contents\/?$/;

/**
 * A route's `beforeLoad`: runs the checks of spec §2 in the spec's order and redirects the way
 * spec §8 says. It is a convenience; every server endpoint authorises on its own.
 */
export function guard(requirements: RouteRequirements) {
  return async ({ context, location, params }: BeforeLoadArgs) => {
    const { session, queryClient } = context;
    const moduleId = 'moduleId' in params ? String(params.moduleId) : undefined;
    if (requirements.moduleAuthor && !moduleId) {
      throw new Error(`A module-author guard needs a $moduleId param (${location.pathname}).`);
    }
    const decision = await checkAccess(
      {
        ...requirements,
        moduleAuthor:
          requirements.moduleAuthor && moduleId
            ? { moduleId, allowViewers: requirements.moduleAuthor === 'viewers-allowed' }
            : undefined,
      },
      {
        resolveClaims: () => session.resolveClaims(),
        authorRole: async (id) =>
          (await queryClient.ensureQueryData(currentModuleAuthorQueryOptions(session.client, id)))
            ?.role ?? null,
      },
    );
    switch (decision.kind) {
      case 'allow':
        return { claims: decision.claims };
      case 'sign-in': {
        const { href, external } = await signInLocation(session, location.href);
        throw redirect({ href, reloadDocument: external });
      }
      case 'home':
        throw redirect({ to: '/' });
      case 'module-denied':
        if (moduleContentsPath.test(location.pathname)) {
          throw redirect({ to: '/educator/modules', search: { notice: 'module-access-denied' } });
        }
        throw redirect({ to: '/' });
    }
  };
}
