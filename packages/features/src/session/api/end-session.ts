import { type ApiClient, ApiError, callEndpoint } from '@sparked/features/api-client';

/**
 * DELETE /sso/auth/logout: no Authorization header (the endpoint is token-less); the refresh token
 * in the body lets the SSO revoke its family. The body is always sent, as `{}` when there is no
 * token, because a JSON content type with an empty body is a malformed request. Resolves whatever
 * the SSO answers: signing out locally must not depend on it.
 */
export async function endSession(client: ApiClient, refreshToken: string | undefined) {
  try {
    await callEndpoint(client, 'logout', { body: refreshToken ? { refreshToken } : {} });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}
