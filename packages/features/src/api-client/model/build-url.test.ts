import { describe, expect, it } from 'vitest';
import { buildUrl } from './build-url';

describe('buildUrl', () => {
  it('joins a same-origin prefix or an absolute base with the path', () => {
    expect(buildUrl('/sso', '/auth/login')).toBe('/sso/auth/login');
    expect(buildUrl('https://sso.example.test/', '/auth/login')).toBe(
      'https://sso.example.test/auth/login',
    );
  });

  it('encodes the query, repeats array keys and leaves out null and undefined', () => {
    const url = buildUrl('/tools-api', '/token-store/avatars', {
      'ids[]': ['a 1', 'b'],
      limit: 20,
      search: undefined,
      count: null,
      active: true,
    });
    expect(url).toBe(
      '/tools-api/token-store/avatars?ids%5B%5D=a+1&ids%5B%5D=b&limit=20&active=true',
    );
  });
});
