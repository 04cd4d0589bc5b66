import type { AccessTokenClaims, EndpointAuth } from '@sparked/contracts';
import type { FastifyRequest } from 'fastify';
import type { AccessTokenIssuer } from '../modules/core/access-tokens';
import type { AccountStanding } from '../modules/core/account-standing';
import { forbidden, unauthorized } from './errors';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : '';
}

/**
 * Decides an endpoint's `auth` for one request: the verified claims, null for an anonymous call
 * to a public endpoint, or a 401/403. A token that is sent must be valid even where none is needed.
 */
export type Authorize = (
  request: FastifyRequest,
  auth: EndpointAuth,
) => Promise<AccessTokenClaims | null>;

/** Checks a sent access token: its claims, or a 401 that says why. */
export type CheckToken = (token: string) => Promise<AccessTokenClaims>;

export function createTokenCheck(tokens: AccessTokenIssuer, standing: AccountStanding): CheckToken {
  return async (token) => {
    const claims = await tokens.verify(token);
    if (!claims)
      throw unauthorized(
        /*i18n*/ {
          id: 'sso.session-expired-or-invalid',
          message: 'Your session has expired or is invalid. Sign in again.',
        },
      );
    const refusal = await standing.refusal(claims);
    if (refusal) throw unauthorized(refusal);
    return claims;
  };
}

export function createAuthorize(checkToken: CheckToken): Authorize {
  return async (request, auth) => {
    const token = bearerToken(request);
    const claims = token === undefined ? null : await checkToken(token);
    if (auth === 'public') return claims;
    if (!claims) throw unauthorized();
    if (auth !== 'user' && !auth.includes(claims.user_role)) throw forbidden();
    return claims;
  };
}
