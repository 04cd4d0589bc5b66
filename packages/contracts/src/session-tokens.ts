import * as zm from 'zod/mini';

// What every page of the web app reads about the signed-in user: roles, the session cookies,
// the stored tokens and the access token's claims. zod/mini, not zod's classic API, so that
// reading them does not send the whole of zod to the browser (decision 0006).

export const userRoles = ['student', 'facilitator', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

/** Roles that may open the educator area (spec §6). */
export const educatorRoles = ['admin', 'facilitator'] as const satisfies readonly UserRole[];

/** Cookie names set by the single sign-on service (spec §9). */
export const accessCookieName = 'actkn';
export const refreshCookieName = 'rftkn';
export const sessionCookieNames = [accessCookieName, refreshCookieName] as const;

export const tokenPairSchema = zm.object({
  accessToken: zm.string(),
  refreshToken: zm.string(),
});
export type TokenPair = zm.infer<typeof tokenPairSchema>;

/**
 * Claims of the access token (spec §3: id, exp in seconds, user_role; plus email). zod/mini, as
 * every page of the web app reads them.
 */
export const accessTokenClaimsSchema = zm.object({
  id: zm.string(),
  email: zm.string(),
  user_role: zm.enum(userRoles),
  exp: zm.number(),
  iat: zm.number(),
});
export type AccessTokenClaims = zm.infer<typeof accessTokenClaimsSchema>;
