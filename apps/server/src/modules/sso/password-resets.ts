import { randomBytes } from 'node:crypto';
import { invitationDays, passwordResetMinutes } from '@sparked/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import { translator } from '../../i18n/catalogues';
import { readerLocale } from '../../i18n/reader-locale';
import type { Mailer } from '../../mail/mailer';
import type { AccountStanding } from '../core/account-standing';
import { type AuditActor, recordAudit } from '../core/audit-log';
import { invitationEmail, resetEmail } from './emails';
import { passwordResetsRepository } from './password-resets-repository';
import { hashPassword } from './passwords';
import { type PublicUser, ssoRepository } from './repository';
import { hashToken } from './token-hash';

const linkUsed = () =>
  new AppError(
    400,
    'bad_request',
    /*i18n*/ {
      id: 'sso.this-link-has-expired-or-was',
      message:
        'This link has expired or was used already. Ask for a new one from the sign-in page.',
    },
  );

/**
 * "Forgot password?" and the admin's "send a reset link": a random token, stored hashed, that
 * works once within `passwordResetMinutes`. Using it sets the new password, ends every session
 * (refresh tokens revoked, access tokens issued before refused) and spends the user's other links.
 */
export function createPasswordResets(deps: {
  db: Database;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  standing: AccountStanding;
  config: Config;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { db, mailer, rateLimiter, standing, config, log } = deps;
  const now = deps.now ?? (() => new Date());
  const limits = config.rateLimit;
  const sent = { expiresInMinutes: passwordResetMinutes };

  async function issue(tx: Database, userId: string, requestedBy: string | null, minutes: number) {
    const token = randomBytes(32).toString('base64url');
    await passwordResetsRepository.insert(tx, {
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now().getTime() + minutes * 60_000),
      requestedBy,
    });
    return token;
  }

  const link = (token: string) => `${config.publicUrl}/reset-password?token=${token}`;
  /** The account's language, else the asker's browser's (a forgotten password), else English. */
  const localeOf = async (user: PublicUser, acceptLanguage?: string) =>
    readerLocale(await ssoRepository.localeOf(db, user.id), acceptLanguage);
  const message = async (
    user: PublicUser,
    token: string,
    byAdmin: boolean,
    acceptLanguage?: string,
  ) => {
    const say = translator(await localeOf(user, acceptLanguage));
    return { to: user.email, ...resetEmail(say, user.firstName, link(token), byAdmin) };
  };
  const invitation = async (user: PublicUser, token: string) => {
    const say = translator(await localeOf(user));
    return { to: user.email, ...invitationEmail(say, user.firstName, link(token)) };
  };

  return {
    /** The same answer whether or not an active account uses the address, and as fast. */
    async request(email: string, ip: string, acceptLanguage?: string) {
      await rateLimiter.consume([
        { key: `reset:ip:${ip}`, max: limits.loginIpMax },
        { key: `reset:account:${email}`, max: limits.loginAccountMax },
      ]);
      const user = await ssoRepository.findUserByEmail(db, email);
      if (user && (await ssoRepository.findUser(db, user.id))) {
        const token = await issue(db, user.id, null, passwordResetMinutes);
        // Not awaited: a slow mail server must not tell a caller the account exists.
        void message(user, token, false, acceptLanguage)
          .then((mail) => mailer.send(mail))
          .catch((error: unknown) => {
            log.error({ err: error }, 'a password-reset email could not be sent');
          });
      }
      return sent;
    },

    /** An admin sends the link; the audit log keeps that they did. */
    async send(actor: AuditActor, userId: string) {
      const user = await ssoRepository.findUser(db, userId);
      if (!user) {
        if (!(await ssoRepository.userExists(db, userId)))
          throw notFound(
            /*i18n*/ { id: 'sso.there-is-no-such-user', message: 'There is no such user.' },
          );
        throw new AppError(
          409,
          'conflict',
          /*i18n*/ {
            id: 'sso.reactivate-the-account-before-sending-a',
            message: 'Reactivate the account before sending a reset link.',
          },
        );
      }
      const token = await db.transaction(async (tx) => {
        const issued = await issue(tx, user.id, actor.id, passwordResetMinutes);
        await recordAudit(tx, actor, [
          {
            action: 'user.password-reset',
            subjectId: user.id,
            target: `user:${user.id}`,
            before: null,
            after: { sentTo: user.email },
          },
        ]);
        return issued;
      });
      await mailer.send(await message(user, token, true));
      return sent;
    },

    /**
     * Accounts an admin made get a link to choose their password, valid for `invitationDays`. A
     * mail that fails is logged: the person can still use "Forgot password?".
     */
    async invite(actor: AuditActor, invited: PublicUser[]) {
      for (const user of invited) {
        const token = await issue(db, user.id, actor.id, invitationDays * 24 * 60);
        await invitation(user, token)
          .then((mail) => mailer.send(mail))
          .catch((error: unknown) => {
            log.error({ err: error }, 'an invitation email could not be sent');
          });
      }
    },

    /** Sets the new password with a link's token, once; answers the account's email. */
    async reset(token: string, password: string, ip: string) {
      await rateLimiter.consume([{ key: `reset:use:${ip}`, max: limits.loginIpMax }]);
      const passwordHash = await hashPassword(password);
      const user = await db.transaction(async (tx) => {
        const spentBy = await passwordResetsRepository.spend(tx, hashToken(token), now());
        const found = spentBy ? await ssoRepository.findUser(tx, spentBy) : undefined;
        if (!found) throw linkUsed();
        await passwordResetsRepository.setPassword(tx, found.id, passwordHash);
        await passwordResetsRepository.spendAllOf(tx, found.id);
        await ssoRepository.revokeAllOf(tx, found.id);
        return found;
      });
      standing.forget(user.id);
      return { email: user.email };
    },
  };
}

export type PasswordResets = ReturnType<typeof createPasswordResets>;
