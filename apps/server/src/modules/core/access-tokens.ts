import { type AccessTokenClaims, accessTokenClaimsSchema, type UserRole } from '@sparked/contracts';
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { type SigningKeys, signingAlgorithm } from './signing-keys';

export interface AccessTokenIssuer {
  issue(user: { id: string; email: string; role: UserRole }): Promise<string>;
  /** Returns the verified claims, or null for a missing, expired, tampered or foreign token. */
  verify(token: string): Promise<AccessTokenClaims | null>;
}

export function createAccessTokens(
  keys: SigningKeys,
  options: { audience: string; ttlSeconds: number },
): AccessTokenIssuer {
  // Tokens already verified, until they expire: a session sends the same token with every call,
  // and checking its Ed25519 signature was the largest cost of an authenticated read. The same
  // string always verifies the same way, so only expiry needs checking again.
  const verified = new LRUCache<string, AccessTokenClaims>({ max: 10_000 });
  return {
    issue: (user) =>
      new SignJWT({ id: user.id, email: user.email, user_role: user.role })
        .setProtectedHeader({ alg: signingAlgorithm, kid: keys.kid, typ: 'JWT' })
        .setIssuedAt()
        .setAudience(options.audience)
        .setExpirationTime(`${options.ttlSeconds}s`)
        .sign(keys.privateKey),

    async verify(token) {
      const cached = verified.get(token);
      if (cached) {
        if (cached.exp * 1000 > Date.now()) return cached;
        verified.delete(token);
        return null;
      }
      const claims = await verifySignature(token);
      if (claims) verified.set(token, claims);
      return claims;
    },
  };

  async function verifySignature(token: string): Promise<AccessTokenClaims | null> {
    try {
      const { kid } = decodeProtectedHeader(token);
      const key = kid ? keys.publicKeys.get(kid) : undefined;
      if (!key) return null;
      // The algorithm is pinned: alg:none or an HMAC header never reaches the key.
      const { payload } = await jwtVerify(token, key, {
        algorithms: [signingAlgorithm],
        audience: options.audience,
        requiredClaims: ['exp', 'iat'],
      });
      const claims = accessTokenClaimsSchema.safeParse(payload);
      return claims.success ? claims.data : null;
    } catch {
      return null;
    }
  }
}
