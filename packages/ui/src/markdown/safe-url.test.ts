import { describe, expect, it } from 'vitest';
import { isSafeUrl } from './safe-url';

describe('isSafeUrl', () => {
  it.each([
    'https://sparked.test/courses',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'mailto:help@sparked.test',
    '/downloads/report.csv',
    './lesson-2',
    '../modules',
    'lesson-2',
    '#section',
    '?page=2',
    '/downloads/a:b.csv',
    '  https://example.com  ',
    // Entities are never decoded in an href set by React, so this is just a relative path.
    'javascript&colon;alert(1)',
    // …and this is the path "&" with the fragment "#106;avascript:alert(1)".
    '&#106;avascript:alert(1)',
  ])('accepts %j', (url) => {
    expect(isSafeUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    'sandbox:/mnt/data/report.csv',
    '%6Aavascript:alert(1)',
    ':alert(1)',
    '//evil.example',
    '\\\\evil.example',
    '/\\evil.example',
    'https://example.com/a b',
    '',
    '   ',
  ])('refuses %j', (url) => {
    expect(isSafeUrl(url)).toBe(false);
  });
});
