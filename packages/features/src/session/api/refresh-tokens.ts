import type { TokenPair } from '@sparked/contracts';
import { type ApiClient, callEndpoint } from '@sparked/features/api-client';

/**
 * POST /sso/auth/tokens/refresh: trades a refresh token for a new pair (the old one is spent).
 * Rejects with an ApiError; a 401 means the token was refused for good.
 */
export async function refreshTokens(client: ApiClient, refreshToken: string): Promise<TokenPair> {
  return (await callEndpoint(client, 'refreshTokens', { body: { refreshToken } })).data;
}
