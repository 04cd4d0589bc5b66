import type { ApiClient } from '@sparked/features/api-client';

/**
 * DELETE /sso/auth/logout: no Authorization header (the endpoint is token-less); the refresh token
 * in the body lets the SSO revoke its family. The body is always sent, as `{}` when there is no
 * token, because a JSON content type with an empty body is a malformed request.
 */
export function endSession(client: ApiClient, refreshToken: string | undefined) {
  return client.request('logout', { body: refreshToken ? { refreshToken } : {} });
}
