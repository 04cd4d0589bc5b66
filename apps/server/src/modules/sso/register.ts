import {
  accessCookieName,
  apiPrefixes,
  endpoints,
  refreshCookieName,
  sessionHintCookieName,
  type TokenPair,
} from '@sparked/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { SigningKeys } from '../core/signing-keys';
import type { AccountSettings } from './account-settings';
import type { PasswordResets } from './password-resets';
import type { SsoService } from './service';

const refreshCookiePath = apiPrefixes.sso;

/** Sign-in, registration, token rotation and the public keys (spec §7 single sign-on API). */
export function registerSso(
  app: FastifyInstance,
  deps: {
    service: SsoService;
    account: AccountSettings;
    resets: PasswordResets;
    keys: SigningKeys;
    config: Config;
  },
) {
  const { service, account, resets, keys, config } = deps;

  function setSessionCookies(request: FastifyRequest, reply: FastifyReply, tokens: TokenPair) {
    const base = { httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' } as const;
    reply.setCookie(accessCookieName, tokens.accessToken, {
      ...base,
      path: '/',
      maxAge: config.auth.accessTokenTtlSeconds,
    });
    const refreshMaxAge = config.auth.refreshTokenTtlDays * 24 * 60 * 60;
    reply.setCookie(refreshCookieName, tokens.refreshToken, {
      ...base,
      path: refreshCookiePath,
      maxAge: refreshMaxAge,
    });
    reply.setCookie(sessionHintCookieName, '1', {
      ...base,
      httpOnly: false,
      path: '/',
      maxAge: refreshMaxAge,
    });
  }

  app.endpoint(endpoints.registerStudent, async ({ body, request, reply }) => {
    const registered = await service.registerStudent(body, request.ip);
    if ('accessToken' in registered) setSessionCookies(request, reply, registered);
    return { data: registered };
  });

  app.endpoint(endpoints.login, async ({ body, request, reply }) => {
    const session = await service.login(body, request.ip);
    setSessionCookies(request, reply, session);
    return { data: session };
  });

  // Hands the HttpOnly session cookies to the web app, which keeps them in session storage (spec §4).
  app.endpoint(endpoints.cookie, async ({ body, request }) => {
    const cookies = Object.fromEntries(
      body.names.flatMap((name) => {
        const value = request.cookies[name];
        return value ? [[name, value]] : [];
      }),
    );
    return { data: { cookies } };
  });

  app.endpoint(endpoints.refreshTokens, async ({ body, request, reply }) => {
    const tokens = await service.refresh(body.refreshToken, request.ip);
    setSessionCookies(request, reply, tokens);
    return { data: tokens };
  });

  app.endpoint(endpoints.logout, async ({ body, request, reply }) => {
    await service.logout(body?.refreshToken ?? request.cookies[refreshCookieName]);
    reply.clearCookie(accessCookieName, { path: '/' });
    reply.clearCookie(refreshCookieName, { path: refreshCookiePath });
    reply.clearCookie(sessionHintCookieName, { path: '/' });
    return undefined;
  });

  app.endpoint(endpoints.me, async ({ user }) => ({ data: await account.currentUser(user.id) }));
  app.endpoint(endpoints.saveLocale, async ({ user, body }) => ({
    data: await account.saveLocale(user.id, body.locale),
  }));

  app.endpoint(endpoints.forgotPassword, async ({ body, request }) => ({
    data: await resets.request(body.email, request.ip, request.headers['accept-language']),
  }));
  app.endpoint(endpoints.resetPassword, async ({ body, request }) => ({
    data: await resets.reset(body.token, body.password, request.ip),
  }));

  app.endpoint(endpoints.jwks, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=300');
    return keys.jwks;
  });
}
