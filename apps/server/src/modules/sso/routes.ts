import {
  accessCookieName,
  cookieRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  refreshCookieName,
  refreshRequestSchema,
  registerStudentRequestSchema,
  type TokenPair,
} from '@sparked/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Guards } from '../../http/authenticate';
import { parseWith } from '../../http/validation';
import type { SsoService } from './service';
import type { SigningKeys } from './signing-keys';

const refreshCookiePath = '/sso';

export function ssoRoutes(deps: {
  service: SsoService;
  guards: Guards;
  keys: SigningKeys;
  config: Config;
}) {
  const { service, guards, keys, config } = deps;

  function setSessionCookies(request: FastifyRequest, reply: FastifyReply, tokens: TokenPair) {
    const base = { httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' } as const;
    reply.setCookie(accessCookieName, tokens.accessToken, {
      ...base,
      path: '/',
      maxAge: config.auth.accessTokenTtlSeconds,
    });
    reply.setCookie(refreshCookieName, tokens.refreshToken, {
      ...base,
      path: refreshCookiePath,
      maxAge: config.auth.refreshTokenTtlDays * 24 * 60 * 60,
    });
  }

  return async (app: FastifyInstance) => {
    app.post('/auth/register/student', async (request, reply) => {
      const input = parseWith(registerStudentRequestSchema, request.body, 'request body');
      const session = await service.registerStudent(input, request.ip);
      setSessionCookies(request, reply, session);
      return reply.status(201).send({ data: session });
    });

    app.post('/auth/login', async (request, reply) => {
      const input = parseWith(loginRequestSchema, request.body, 'request body');
      const session = await service.login(input, request.ip);
      setSessionCookies(request, reply, session);
      return { data: session };
    });

    // Hands the HttpOnly session cookies to the web app, which keeps them in session storage (spec §4).
    app.post('/cookie', async (request) => {
      const { names } = parseWith(cookieRequestSchema, request.body, 'request body');
      const cookies = Object.fromEntries(
        names.flatMap((name) => {
          const value = request.cookies[name];
          return value ? [[name, value]] : [];
        }),
      );
      return { data: { cookies } };
    });

    app.post('/auth/tokens/refresh', async (request, reply) => {
      const { refreshToken } = parseWith(refreshRequestSchema, request.body, 'request body');
      const tokens = await service.refresh(refreshToken, request.ip);
      setSessionCookies(request, reply, tokens);
      return { data: tokens };
    });

    app.delete('/auth/logout', async (request, reply) => {
      const body = parseWith(logoutRequestSchema, request.body ?? undefined, 'request body');
      await service.logout(body?.refreshToken ?? request.cookies[refreshCookieName]);
      reply.clearCookie(accessCookieName, { path: '/' });
      reply.clearCookie(refreshCookieName, { path: refreshCookiePath });
      return reply.status(204).send();
    });

    app.get('/auth/me', async (request) => {
      const claims = await guards.requireUser(request);
      return { data: await service.currentUser(claims.id) };
    });

    app.get('/.well-known/jwks.json', async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return keys.jwks;
    });
  };
}
