import type { AccessTokenClaims, UserRole } from '@sparked/contracts';
import { currentModuleAuthorQueryOptions } from '@sparked/features/module-authors';
import { type AccessRequirements, checkAccess } from '@sparked/features/route-access';
import { type ParsedLocation, redirect } from '@tanstack/react-router';
import type { RedirectNotice } from './redirect-notice';
import type { RouterContext } from './router-context';
import { signInLocation } from './sign-in-redirect';

interface BeforeLoadArgs {
  context: RouterContext;
  location: ParsedLocation;
}

/** The claims of a visitor the guard let through, narrowed to the roles it admitted. */
export type GuardedClaims<Role extends UserRole> = AccessTokenClaims & { user_role: Role };

/** Which notice tells a visitor sent home why: the page was for educators, or for admins only. */
const roleNotice = (roles: readonly UserRole[] | undefined): RedirectNotice =>
  roles?.includes('facilitator') ? 'for-educators' : 'for-admins';

/** Module-contents denials show an alert on the module list (spec §8); others go home. */
const moduleContentsPath = /^\/educator\/modules\/[^/]+\/contents\/?$/;

/**
 * Runs the checks of spec §2 in the spec's order (module author, role, auth) and redirects the
 * way spec §8 says: no session → the sign-in host; wrong role → home, with a notice saying why;
 * not the module's author → the module list's alert for module contents, home otherwise. It is a
 * convenience; every server endpoint authorises on its own.
 */
export async function enforce(
  requirements: AccessRequirements,
  { context, location }: BeforeLoadArgs,
): Promise<AccessTokenClaims | null> {
  const { session, queryClient } = context;
  const decision = await checkAccess(requirements, {
    resolveClaims: () => session.resolveClaims(),
    authorRole: async (id) =>
      (await queryClient.ensureQueryData(currentModuleAuthorQueryOptions(session.client, id)))
        ?.role ?? null,
  });
  switch (decision.kind) {
    case 'allow':
      return decision.claims;
    case 'sign-in': {
      const { href, external } = await signInLocation(session, location.href);
      throw redirect({ href, reloadDocument: external });
    }
    case 'home':
      throw redirect({ to: '/', search: { notice: roleNotice(requirements.roles) } });
    case 'module-denied':
      if (moduleContentsPath.test(location.pathname)) {
        throw redirect({ href: '/educator/modules?notice=module-access-denied' });
      }
      throw redirect({ to: '/' });
  }
}

/**
 * A signed-in route's `beforeLoad`: checks only what its parents have not, and puts the narrowed
 * claims in route context for the pages below.
 */
export function guard<const Role extends UserRole = UserRole>(requirements: {
  roles?: readonly Role[];
}) {
  const checks = { auth: true, ...requirements } as const;
  return {
    staticData: { guard: checks },
    beforeLoad: async (args: BeforeLoadArgs) => {
      // `auth` is always asked for, so an allowed visitor has claims.
      const claims = (await enforce(checks, args)) as GuardedClaims<Role>;
      return { claims };
    },
  };
}
