import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './sign-in-redirect';

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirectPath('/educator/users?page=2#top')).toBe('/educator/users?page=2#top');
  });

  it.each([
    ['another site', 'https://evil.example/phish'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'academy'],
    ['nothing', undefined],
    ['a non-string', 42],
    ['the sign-in page itself', '/sign-in?redirect=%2Fprofile'],
  ])('sends %s home', (_label, value) => {
    expect(safeRedirectPath(value)).toBe('/');
  });
});
