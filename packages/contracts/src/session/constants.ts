import { isRecord } from '../shared/is-record';

// What every page of the web app reads about the signed-in user: roles, the session cookies,
// the stored tokens and the access token's claims. No schemas here, only types and guards, so
// reading them sends no zod to the browser (decision 0006).

export const userRoles = ['student', 'facilitator', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

/** Roles that may open the educator area (spec §6). */
export const educatorRoles = ['admin', 'facilitator'] as const satisfies readonly UserRole[];

/** Cookie names set by the single sign-on service (spec §9). */
export const accessCookieName = 'actkn';
export const refreshCookieName = 'rftkn';
export const sessionCookieNames = [accessCookieName, refreshCookieName] as const;
/**
 * Readable by the page, unlike the two above, and holding no secret: its presence tells a new tab
 * that this browser has a session worth restoring, so signed-out visitors' pages ask nothing.
 */
export const sessionHintCookieName = 'sphint';

// Written out rather than inferred from the schemas beside this file (schemas.ts), which read
// `userRoles` from here: that file checks that its schemas' types are exactly these.
export type TokenPair = { accessToken: string; refreshToken: string };
export type AccessTokenClaims = {
  id: string;
  email: string;
  user_role: UserRole;
  exp: number;
  iat: number;
};

/** Stored tokens as `tokenPairSchema` reads them, or undefined. */
export function readTokenPair(value: unknown): TokenPair | undefined {
  if (!isRecord(value)) return undefined;
  const { accessToken, refreshToken } = value;
  return typeof accessToken === 'string' && typeof refreshToken === 'string'
    ? { accessToken, refreshToken }
    : undefined;
}

/** An access token's claims as `accessTokenClaimsSchema` reads them, or undefined. */
export function readAccessTokenClaims(value: unknown): AccessTokenClaims | undefined {
  if (!isRecord(value)) return undefined;
  const { id, email, user_role, exp, iat } = value;
  return typeof id === 'string' &&
    typeof email === 'string' &&
    userRoles.includes(user_role as UserRole) &&
    typeof exp === 'number' &&
    typeof iat === 'number'
    ? { id, email, user_role: user_role as UserRole, exp, iat }
    : undefined;
}
