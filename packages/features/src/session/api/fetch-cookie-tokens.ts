import { sessionCookieNames, type TokenPair } from '@sparked/contracts';
import { type ApiClient, ApiError, callEndpoint } from '@sparked/features/api-client';

/**
 * POST /sso/cookie (spec §4): the SSO set `actkn` and `rftkn` as HttpOnly cookies at sign-in, and
 * this is how the app learns their values. An access cookie expires with its token, so a pair may
 * hold only the refresh token, to refresh with. Null when there is neither, or the SSO cannot say:
 * either way the user is not signed in here.
 */
export async function fetchCookieTokens(client: ApiClient): Promise<TokenPair | null> {
  try {
    const { data } = await callEndpoint(client, 'cookie', {
      body: { names: [...sessionCookieNames] },
    });
    const { actkn, rftkn } = data.cookies;
    // Without a refresh cookie the pair still works until the access token expires.
    return actkn || rftkn ? { accessToken: actkn ?? '', refreshToken: rftkn ?? '' } : null;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
