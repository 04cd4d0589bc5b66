import type { AccessTokenClaims, UserRole } from '@sparked/contracts';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/database';
import type { ServerMessage } from '../../i18n/catalogues';
import { userRepository } from './users-repository';

export const deactivatedMessage: ServerMessage = /*i18n*/ {
  id: 'sso.account-deactivated',
  message: 'This account has been deactivated. Ask an admin to reactivate it.',
};

interface Standing {
  role: UserRole;
  active: boolean;
  /**
   * Tokens issued in or before this second are refused (a password reset ended every session).
   * A token's `iat` counts whole seconds, so the second of the reset itself is refused too.
   */
  endedAtSecond: number;
}

/**
 * Whether an access token's account still stands as the token says: active, with the same role,
 * and no session ending (a password reset) since it was issued. An access token lives 15 minutes; this is what makes a deactivation or a role change reach the
 * tokens already out. Each instance remembers an account's standing for `ttlSeconds`, so a change
 * made on another instance is seen within that time, and on this one at once (`forget`).
 */
export function createAccountStanding(db: Database, options: { ttlSeconds: number }) {
  const known = new LRUCache<string, Standing>({ max: 50_000, ttl: options.ttlSeconds * 1000 });

  async function standingOf(userId: string): Promise<Standing | null> {
    const cached = known.get(userId);
    if (cached) return cached;
    const row = await userRepository.findStanding(db, userId);
    if (!row) return null;
    const standing = {
      role: row.role,
      active: row.deactivatedAt === null,
      endedAtSecond: Math.floor((row.tokensValidAfter?.getTime() ?? 0) / 1000),
    };
    known.set(userId, standing);
    return standing;
  }

  return {
    /** Null when the token's account stands; otherwise why it no longer does. */
    async refusal(claims: AccessTokenClaims): Promise<ServerMessage | null> {
      const standing = await standingOf(claims.id);
      if (!standing)
        return /*i18n*/ {
          id: 'sso.your-account-no-longer-exists',
          message: 'Your account no longer exists.',
        };
      if (!standing.active) return deactivatedMessage;
      if (claims.iat <= standing.endedAtSecond)
        return /*i18n*/ {
          id: 'sso.session-ended-sign-in-again',
          message: 'Your session has ended. Sign in again to continue.',
        };
      if (standing.role !== claims.user_role)
        return /*i18n*/ {
          id: 'sso.role-changed-sign-in-again',
          message: 'Your role has changed. Sign in again to continue.',
        };
      return null;
    },
    /** After a change on this instance: read the account again on its next request. */
    forget: (userId: string) => void known.delete(userId),
  };
}

export type AccountStanding = ReturnType<typeof createAccountStanding>;
