import { describe, expect, it } from 'vitest';
import { checkLinkAddress } from './link-address';

describe('checkLinkAddress', () => {
  it('accepts web, mail and relative addresses, trimmed', () => {
    expect(checkLinkAddress('  https://sparked.test/a ')).toEqual({
      ok: true,
      href: 'https://sparked.test/a',
    });
    expect(checkLinkAddress('mailto:help@sparked.test')).toEqual({
      ok: true,
      href: 'mailto:help@sparked.test',
    });
    expect(checkLinkAddress('/academy')).toEqual({ ok: true, href: '/academy' });
  });

  it('asks for an address when the field is empty', () => {
    expect(checkLinkAddress('  ')).toEqual({ ok: false, error: 'Enter a link address.' });
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example'])(
    'refuses %j',
    (input) => {
      expect(checkLinkAddress(input)).toEqual({
        ok: false,
        error:
          'Use an address that starts with https://, http:// or mailto:, or a path on this site such as /courses.',
      });
    },
  );
});
