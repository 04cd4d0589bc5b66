import { describe, expect, it } from 'vitest';
import { decodeToken, InvalidTokenError, isTokenExpired } from './decode-token';

const base64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const claims = {
  id: 'u1',
  email: 'zoë@example.test',
  user_role: 'student',
  iat: 1_700_000_000,
  exp: 1_700_000_900,
};
const token = (payload: string) => `${base64Url('{"alg":"EdDSA"}')}.${payload}.signature`;

function decodeError(value: unknown): InvalidTokenError {
  try {
    decodeToken(value);
  } catch (error) {
    if (error instanceof InvalidTokenError) return error;
    throw error;
  }
  throw new Error('expected decodeToken to throw');
}

describe('decodeToken', () => {
  it('reads the claims of an unpadded base64url payload, with UTF-8 text', () => {
    expect(decodeToken(token(base64Url(JSON.stringify(claims))))).toEqual(claims);
  });

  it('accepts a padded payload and ignores claims it does not know', () => {
    const payload = btoa(JSON.stringify({ ...claims, email: 'a@b.test', aud: 'web' }));
    expect(payload.endsWith('=')).toBe(true);
    expect(decodeToken(token(payload))).toEqual({ ...claims, email: 'a@b.test' });
  });

  it('rejects a token that is not a string', () => {
    for (const value of [undefined, null, 42, {}]) {
      expect(decodeError(value).message).toBe('Invalid token specified: must be a string');
    }
  });

  it('rejects a token with a missing or empty part', () => {
    const payload = base64Url(JSON.stringify(claims));
    for (const value of [
      '',
      'abc',
      `a.${payload}`,
      `a.${payload}.b.c`,
      `a..b`,
      `.${payload}.b`,
      `a.${payload}.`,
    ]) {
      expect(decodeError(value).message).toBe(
        'Invalid token specified: expected three non-empty parts separated by dots',
      );
    }
  });

  it('rejects a payload that is not base64url or not UTF-8', () => {
    const notUtf8 = btoa(String.fromCharCode(0xff, 0xfe)).replace(/=+$/, '');
    for (const payload of ['ab$c', 'abcde', 'a+b/', notUtf8]) {
      expect(decodeError(token(payload)).message).toBe(
        'Invalid token specified: the payload is not base64url-encoded UTF-8',
      );
    }
  });

  it('rejects a payload that is not JSON', () => {
    expect(decodeError(token(base64Url('{"id":'))).message).toBe(
      'Invalid token specified: the payload is not valid JSON',
    );
  });

  it('rejects claims that do not match the contract', () => {
    const { exp: _, ...withoutExp } = claims;
    const message = decodeError(
      token(base64Url(JSON.stringify({ ...withoutExp, user_role: 'root' }))),
    ).message;
    const expected =
      'Invalid token specified: the claims are not id, email, user_role, exp and iat';
    expect(message).toBe(expected);
    expect(decodeError(token(base64Url('null'))).message).toBe(expected);
  });
});

describe('isTokenExpired', () => {
  const exp = 1_000;
  it('counts a token as expired from 10 seconds before exp by default', () => {
    expect(isTokenExpired({ exp }, 989_999)).toBe(false);
    expect(isTokenExpired({ exp }, 990_000)).toBe(true);
  });

  it('takes another skew', () => {
    expect(isTokenExpired({ exp }, 999_999, 0)).toBe(false);
    expect(isTokenExpired({ exp }, 1_000_000, 0)).toBe(true);
  });
});
