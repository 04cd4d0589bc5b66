import { readTokenPair, type TokenPair } from '@sparked/contracts';

/** The session-storage entry of spec §3 and §9. */
export const tokensStorageKey = 'tokens';

/** The stored pair, or null when there is none or it is unreadable (treated as signed out). */
export function readTokens(storage: Storage): TokenPair | null {
  const raw = storage.getItem(tokensStorageKey);
  if (raw === null) return null;
  try {
    return readTokenPair(JSON.parse(raw)) ?? null;
  } catch {
    return null;
  }
}

export function writeTokens(storage: Storage, tokens: TokenPair): void {
  const { accessToken, refreshToken } = tokens;
  storage.setItem(tokensStorageKey, JSON.stringify({ accessToken, refreshToken }));
}

export function clearTokens(storage: Storage): void {
  storage.removeItem(tokensStorageKey);
}
