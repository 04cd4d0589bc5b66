import * as zm from 'zod/mini';
import { userRoles } from './user-roles';

// The stored tokens and the access token's claims as schemas, for the server and the OpenAPI
// document. The web app reads both on every page with the guards in session-tokens.ts, which
// session-tokens.test.ts holds to these schemas.

export const tokenPairSchema = zm.object({
  accessToken: zm.string(),
  refreshToken: zm.string(),
});

/** Claims of the access token (spec §3: id, exp in seconds, user_role; plus email). */
export const accessTokenClaimsSchema = zm.object({
  id: zm.string(),
  email: zm.string(),
  user_role: zm.enum(userRoles),
  exp: zm.number(),
  iat: zm.number(),
});
