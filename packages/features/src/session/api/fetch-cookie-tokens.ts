import { cookieResponseSchema, sessionCookieNames, type TokenPair } from '@sparked/contracts';
import { type ApiClient, validateResult } from '@sparked/features/api-client';

/**
 * POST /sso/cookie (spec §4): the SSO set `actkn` and `rftkn` as HttpOnly cookies at sign-in, and
 * this is how the app learns their values. Null when there is no access cookie.
 */
export async function fetchCookieTokens(client: ApiClient): Promise<TokenPair | null> {
  const result = validateResult(
    await client.request('cookie', { body: { names: [...sessionCookieNames] } }),
    cookieResponseSchema,
  );
  if (!result.success) return null;
  const { actkn, rftkn } = result.data.cookies;
  // Without a refresh cookie the pair still works until the access token expires.
  return actkn ? { accessToken: actkn, refreshToken: rftkn ?? '' } : null;
}
