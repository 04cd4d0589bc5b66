import { refreshResponseSchema } from '@sparked/contracts';
import { type ApiClient, validateResult } from '@sparked/features/api-client';

/** POST /sso/auth/tokens/refresh: trades a refresh token for a new pair (the old one is spent). */
export async function refreshTokens(client: ApiClient, refreshToken: string) {
  return validateResult(
    await client.request('refreshTokens', { body: { refreshToken } }),
    refreshResponseSchema,
  );
}
