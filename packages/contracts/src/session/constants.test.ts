import { describe, expect, it } from 'vitest';
import { readAccessTokenClaims, readTokenPair } from './constants';
import { accessTokenClaimsSchema, tokenPairSchema } from './schemas';

const claims = { id: 'u1', email: 'a@b.test', user_role: 'student', exp: 2, iat: 1 };

describe('the session guards read what the schemas read', () => {
  it('the stored tokens', () => {
    const good = { accessToken: 'a', refreshToken: 'r' };
    for (const value of [good, { ...good, extra: 1 }, { accessToken: 'a' }, null, 'a.r', []]) {
      const parsed = tokenPairSchema.safeParse(value);
      expect(readTokenPair(value)).toEqual(parsed.success ? parsed.data : undefined);
    }
    expect(readTokenPair(good)).toEqual(good);
  });

  it('the access token’s claims', () => {
    const values = [
      claims,
      { ...claims, name: 'kept out' },
      { ...claims, user_role: 'owner' },
      { ...claims, exp: '2' },
      { ...claims, email: undefined },
      42,
    ];
    for (const value of values) {
      const parsed = accessTokenClaimsSchema.safeParse(value);
      expect(readAccessTokenClaims(value)).toEqual(parsed.success ? parsed.data : undefined);
    }
    expect(readAccessTokenClaims(claims)).toEqual(claims);
  });
});
