// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { memoryStorage, storageOrMemory } from './tab-storage';
import { readTokens, writeTokens } from './token-storage';

describe('tab storage', () => {
  it('is the browser’s storage where it may be used', () => {
    expect(storageOrMemory(() => sessionStorage)).toBe(sessionStorage);
    expect(sessionStorage.getItem('sparked-storage-probe')).toBeNull();
  });

  it('is memory where reading or writing the browser’s storage throws', () => {
    const denied = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    const refusesWrites = { ...memoryStorage(), setItem: denied } as Storage;
    for (const pick of [denied, () => refusesWrites, () => undefined]) {
      const storage = storageOrMemory(pick);
      expect(storage).not.toBe(refusesWrites);
      writeTokens(storage, { accessToken: 'a', refreshToken: 'r' });
      expect(readTokens(storage)).toEqual({ accessToken: 'a', refreshToken: 'r' });
      expect(storage.length).toBe(1);
      expect(storage.key(0)).toBe('tokens');
      storage.clear();
      expect(readTokens(storage)).toBeNull();
    }
  });
});
