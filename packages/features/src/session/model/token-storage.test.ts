// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearTokens, readTokens, tokensStorageKey, writeTokens } from './token-storage';

describe('token storage', () => {
  beforeEach(() => sessionStorage.clear());

  it('writes the pair under "tokens" and reads it back', () => {
    writeTokens(sessionStorage, { accessToken: 'a', refreshToken: 'r' });
    expect(tokensStorageKey).toBe('tokens');
    expect(JSON.parse(sessionStorage.getItem('tokens') ?? '')).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
    });
    expect(readTokens(sessionStorage)).toEqual({ accessToken: 'a', refreshToken: 'r' });
  });

  it('reads nothing when the entry is missing, corrupt JSON or the wrong shape', () => {
    expect(readTokens(sessionStorage)).toBeNull();
    for (const raw of ['{not json', 'null', '"a"', '{"accessToken":1,"refreshToken":"r"}']) {
      sessionStorage.setItem('tokens', raw);
      expect(readTokens(sessionStorage)).toBeNull();
    }
  });

  it('clears only its own entry', () => {
    sessionStorage.setItem('other', 'kept');
    writeTokens(sessionStorage, { accessToken: 'a', refreshToken: 'r' });
    clearTokens(sessionStorage);
    expect(readTokens(sessionStorage)).toBeNull();
    expect(sessionStorage.getItem('other')).toBe('kept');
  });
});
