import type { AccessTokenClaims, ModuleAuthorRole, UserRole } from '@sparked/contracts';

/** What a route asks of the visitor (spec §2 guard meta). */
export interface AccessRequirements {
  auth?: boolean;
  roles?: readonly UserRole[];
  moduleAuthor?: { moduleId: string; allowViewers: boolean };
}

export type AccessDecision =
  | { kind: 'allow'; claims: AccessTokenClaims | null }
  /** No usable session: log out and go to the sign-in host. */
  | { kind: 'sign-in' }
  /** Signed in but not allowed here: back to the home page. */
  | { kind: 'home' }
  /** Not an author (or a viewer where viewers are not allowed) of the module. */
  | { kind: 'module-denied'; moduleId: string };

export interface AccessContext {
  /** Valid claims after any refresh the session needed, or null when there is no usable session. */
  resolveClaims(): Promise<AccessTokenClaims | null>;
  /** The visitor's author role on a module, or null when they are not one of its authors. */
  authorRole(moduleId: string): Promise<ModuleAuthorRole | null>;
}

/**
 * Checks a route's requirements in the spec's order: module author, then role, then auth.
 * Every check that needs an identity resolves the session first, so a signed-out visitor is sent
 * to sign in rather than being told they lack a role.
 */
export async function checkAccess(
  requirements: AccessRequirements,
  context: AccessContext,
): Promise<AccessDecision> {
  let claims: AccessTokenClaims | null | undefined;
  const identity = async () => {
    if (claims === undefined) claims = await context.resolveClaims();
    return claims;
  };

  const { moduleAuthor, roles, auth } = requirements;
  if (moduleAuthor) {
    if (!(await identity())) return { kind: 'sign-in' };
    const role = await context.authorRole(moduleAuthor.moduleId);
    if (role === null || (role === 'viewer' && !moduleAuthor.allowViewers)) {
      return { kind: 'module-denied', moduleId: moduleAuthor.moduleId };
    }
  }
  if (roles) {
    const current = await identity();
    if (!current) return { kind: 'sign-in' };
    if (!roles.includes(current.user_role)) return { kind: 'home' };
  }
  if (auth && !(await identity())) return { kind: 'sign-in' };
  return { kind: 'allow', claims: claims ?? null };
}
