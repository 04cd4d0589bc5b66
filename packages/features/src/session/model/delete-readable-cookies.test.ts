// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { deleteReadableCookies } from './delete-readable-cookies';

describe('deleteReadableCookies', () => {
  it('expires every cookie on path /', () => {
    // biome-ignore-start lint/suspicious/noDocumentCookie: sets cookies the way page scripts do
    document.cookie = 'actkn=a; path=/';
    document.cookie = 'theme=dark; path=/';
    // biome-ignore-end lint/suspicious/noDocumentCookie: sets cookies the way page scripts do
    expect(document.cookie).toContain('theme=dark');

    deleteReadableCookies();

    expect(document.cookie).toBe('');
  });

  it('does nothing when there are no cookies', () => {
    const jar = { cookie: '' };
    deleteReadableCookies(jar);
    expect(jar.cookie).toBe('');
  });
});
