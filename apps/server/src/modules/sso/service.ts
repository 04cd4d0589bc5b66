import { randomBytes, randomUUID } from 'node:crypto';
import type {
  LoginRequest,
  RegisterStudentRequest,
  RegisterStudentResponse,
  SessionResponse,
  TokenPair,
} from '@sparked/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { AppError, forbidden, unauthorized } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import type { ServerMessage } from '../../i18n/catalogues';
import { classRecords } from '../classes';
import type { AccessTokenIssuer } from '../core/access-tokens';
import { deactivatedMessage } from '../core/account-standing';
import { createLoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { type PublicUser, ssoRepository as repository } from './repository';
import type { TakenEmailNotice } from './taken-email-notice';
import { hashToken } from './token-hash';

/** The sentences this file answers with (decision 0046). */
const said = {
  yourSessionHasEndedSignIn: /*i18n*/ {
    id: 'sso.your-session-has-ended-sign-in',
    message: 'Your session has ended. Sign in again.',
  },
  thatReferralCodeDoesNotWork: /*i18n*/ {
    id: 'sso.that-referral-code-does-not-work',
    message: 'That referral code does not work. Check it, or register without one.',
  },
  emailOrPasswordIsIncorrect: /*i18n*/ {
    id: 'sso.email-or-password-is-incorrect',
    message: 'Email or password is incorrect.',
  },
} satisfies Record<string, ServerMessage>;

const invalidRefresh = () => unauthorized(said.yourSessionHasEndedSignIn);

export function createSsoService(deps: {
  db: Database;
  accessTokens: AccessTokenIssuer;
  rateLimiter: RateLimiter;
  config: Config;
  notifyTakenEmail: TakenEmailNotice;
  now?: () => Date;
}) {
  const { db, accessTokens, rateLimiter, config, notifyTakenEmail } = deps;
  const now = deps.now ?? (() => new Date());
  const limits = config.rateLimit;
  const throttle = createLoginThrottle(rateLimiter, limits);
  const refreshLifetimeMs = config.auth.refreshTokenTtlDays * 24 * 60 * 60 * 1000;
  const leewayMs = config.auth.refreshReuseLeewaySeconds * 1000;
  const withinReuseLeeway = (spentAt: Date) =>
    leewayMs > 0 && now().getTime() - spentAt.getTime() <= leewayMs;

  async function issueRefreshToken(userId: string, familyId: string, expiresAt: Date) {
    const token = randomBytes(32).toString('base64url');
    await repository.insertRefreshToken(db, {
      userId,
      familyId,
      tokenHash: hashToken(token),
      expiresAt,
    });
    return token;
  }

  async function startSession(user: PublicUser): Promise<SessionResponse['data']> {
    const expiresAt = new Date(now().getTime() + refreshLifetimeMs);
    const [accessToken, refreshToken] = await Promise.all([
      accessTokens.issue(user),
      issueRefreshToken(user.id, randomUUID(), expiresAt),
    ]);
    return { accessToken, refreshToken, user };
  }

  return {
    startSession,
    /** A new account is signed in; an address that has one gets `checkEmail` (see the notice). */
    async registerStudent(
      input: RegisterStudentRequest,
      ip: string,
    ): Promise<RegisterStudentResponse['data']> {
      await rateLimiter.consume([{ key: `register:ip:${ip}`, max: limits.loginIpMax }]);
      const passwordHash = await hashPassword(input.password);
      // The account and the class it was referred to are created together, or not at all.
      const user = await db.transaction(async (tx) => {
        const referral = input.referralCode
          ? await classRecords.findReferral(tx, input.referralCode)
          : undefined;
        if (input.referralCode && (!referral || referral.revokedAt))
          throw new AppError(400, 'validation_failed', said.thatReferralCodeDoesNotWork, [
            { path: 'referralCode', message: 'Not a working referral code.' },
          ]);
        const created = await repository.insertUser(tx, {
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          role: 'student',
          passwordHash,
        });
        if (!created) return undefined;
        if (referral) {
          await classRecords.addMember(tx, {
            classId: referral.classId,
            userId: created.id,
            status: 'active',
            via: 'referral',
          });
          await classRecords.useReferral(tx, referral.code);
        }
        return created;
      });
      if (!user) {
        await notifyTakenEmail(input.email);
        return { checkEmail: true };
      }
      return startSession(user);
    },

    async login(input: LoginRequest, ip: string) {
      await throttle.assertAllowed(input.email, ip);
      const found = await repository.findUserForLogin(db, input.email);
      const passwordMatches = await verifyPassword(found?.passwordHash, input.password);
      if (!found || !passwordMatches) {
        await throttle.failed(input.email, ip);
        throw unauthorized(said.emailOrPasswordIsIncorrect);
      }
      await throttle.succeeded(input.email, ip);
      // Said only to someone who knows the password, so it reveals nothing about other accounts.
      if (found.deactivatedAt) throw forbidden(deactivatedMessage);
      const { passwordHash: _, deactivatedAt: __, ...user } = found;
      return startSession(user);
    },

    /**
     * Rotates a refresh token. A token spent within the leeway (parallel tabs) gets a sibling in
     * the same family; a token spent earlier than that is reuse, and revokes the whole family.
     */
    async refresh(refreshToken: string, ip: string): Promise<TokenPair> {
      await rateLimiter.consume([{ key: `refresh:ip:${ip}`, max: limits.refreshMax }]);
      const token = await repository.findRefreshToken(db, hashToken(refreshToken));
      if (!token || token.revokedAt || token.expiresAt.getTime() <= now().getTime()) {
        throw invalidRefresh();
      }
      if (await repository.familyRevoked(db, token.familyId)) {
        await repository.revokeFamily(db, token.familyId);
        throw invalidRefresh();
      }
      await rateLimiter.consume([{ key: `refresh:user:${token.userId}`, max: limits.refreshMax }]);
      const spentAt =
        token.usedAt ??
        ((await repository.markRefreshTokenUsed(db, token.id))
          ? null
          : ((await repository.refreshTokenState(db, token.id))?.usedAt ?? null));
      if (spentAt && !withinReuseLeeway(spentAt)) {
        await repository.revokeFamily(db, token.familyId);
        throw invalidRefresh();
      }
      const user = await repository.findUser(db, token.userId);
      if (!user) throw invalidRefresh();
      const [accessToken, nextRefreshToken] = await Promise.all([
        accessTokens.issue(user),
        issueRefreshToken(user.id, token.familyId, token.expiresAt),
      ]);
      // A concurrent reuse may have revoked the family before our new token existed: check again.
      if ((await repository.refreshTokenState(db, token.id))?.revokedAt) {
        await repository.revokeFamily(db, token.familyId);
        throw invalidRefresh();
      }
      return { accessToken, refreshToken: nextRefreshToken };
    },

    async logout(refreshToken: string | undefined) {
      if (!refreshToken) return;
      const token = await repository.findRefreshToken(db, hashToken(refreshToken));
      if (token) await repository.revokeFamily(db, token.familyId);
    },
  };
}

export type SsoService = ReturnType<typeof createSsoService>;
