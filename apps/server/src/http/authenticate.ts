import type { AccessTokenClaims, UserRole } from '@sparked/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessTokenIssuer } from '../modules/sso/access-tokens';
import { forbidden, unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Verified access-token claims, set by the auth hooks below; null when anonymous. */
    user: AccessTokenClaims | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : '';
}

export interface Guards {
  /** Deny by default: a route reads `request.user` only after one of these ran. */
  requireUser(request: FastifyRequest): Promise<AccessTokenClaims>;
  requireRole(request: FastifyRequest, roles: readonly UserRole[]): Promise<AccessTokenClaims>;
  /** Anonymous is allowed, but a token that is present must be valid. */
  optionalUser(request: FastifyRequest): Promise<AccessTokenClaims | null>;
}

export function registerAuthentication(app: FastifyInstance, tokens: AccessTokenIssuer): Guards {
  app.decorateRequest('user', null);

  const optionalUser = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (token === undefined) return null;
    const claims = token ? await tokens.verify(token) : null;
    if (!claims) throw unauthorized('Your session has expired or is invalid. Sign in again.');
    request.user = claims;
    return claims;
  };

  const requireUser = async (request: FastifyRequest) => {
    const claims = await optionalUser(request);
    if (!claims) throw unauthorized();
    return claims;
  };

  return {
    optionalUser,
    requireUser,
    async requireRole(request, roles) {
      const claims = await requireUser(request);
      if (!roles.includes(claims.user_role)) throw forbidden();
      return claims;
    },
  };
}
