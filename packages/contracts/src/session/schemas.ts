import * as zm from 'zod/mini';
import { type AccessTokenClaims, type TokenPair, userRoles } from './constants';

// The stored tokens and the access token's claims as schemas, for the server and the OpenAPI
// document. The web app reads both on every page with the guards in constants.ts, which
// constants.test.ts holds to these schemas.

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

/** True when two types are the same both ways; `Holds` accepts only true. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;

// The guards' hand-written types in constants.ts are exactly what these schemas read: a change
// to either stops compiling here until the other follows.
export type SessionTypesMatch = [
  Holds<Same<zm.infer<typeof tokenPairSchema>, TokenPair>>,
  Holds<Same<zm.infer<typeof accessTokenClaimsSchema>, AccessTokenClaims>>,
];
