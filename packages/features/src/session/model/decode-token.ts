import { type AccessTokenClaims, readAccessTokenClaims } from '@sparked/contracts';

/** Any token the client cannot read; the message says which part is wrong (spec §5). */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

const base64UrlPattern = /^[A-Za-z0-9_-]+={0,2}$/;

function decodeBase64Url(part: string): string {
  try {
    if (!base64UrlPattern.test(part)) throw new Error('unexpected character');
    const base64 = part.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (cause) {
    throw new InvalidTokenError(
      'Invalid token specified: the payload is not base64url-encoded UTF-8',
      {
        cause,
      },
    );
  }
}

/**
 * Reads the claims of a JWT without verifying its signature: the client only needs to know who is
 * signed in and until when; every server endpoint verifies the token itself.
 */
export function decodeToken(token: unknown): AccessTokenClaims {
  if (typeof token !== 'string') {
    throw new InvalidTokenError('Invalid token specified: must be a string');
  }
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => part === '')) {
    throw new InvalidTokenError(
      'Invalid token specified: expected three non-empty parts separated by dots',
    );
  }
  const payload = decodeBase64Url(parts[1] as string);

  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch (cause) {
    throw new InvalidTokenError('Invalid token specified: the payload is not valid JSON', {
      cause,
    });
  }

  const claims = readAccessTokenClaims(json);
  if (!claims) {
    // The payload itself stays out of the message: it holds the user's email.
    throw new InvalidTokenError(
      'Invalid token specified: the claims are not id, email, user_role, exp and iat',
    );
  }
  return claims;
}

/** True from `skewSeconds` before `exp`, so the client refreshes before the server says 401. */
export function isTokenExpired(
  claims: Pick<AccessTokenClaims, 'exp'>,
  nowMs: number,
  skewSeconds = 10,
): boolean {
  return claims.exp * 1000 <= nowMs + skewSeconds * 1000;
}
