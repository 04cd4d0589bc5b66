import { isLmsPlaceholderEmail } from '@sparked/contracts';
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../../db/database';
import { AppError, conflict } from '../../http/errors';
import { type AuditActor, recordAudit } from '../core/audit-log';
import { type SigningKeys, signingAlgorithm } from '../core/signing-keys';
import { userRepository } from '../core/users-repository';
import { ltiLinkRepository as repository } from './link-repository';

const ticketType = 'lti-link+jwt';
/** Time to sign in to the Sparked account after asking to link: a sign-in, not a day. */
const ticketTtlSeconds = 15 * 60;

const expired = () =>
  new AppError(
    400,
    'bad_request',
    /*i18n*/ {
      id: 'lti.this-link-request-has-expired-open',
      message:
        'This link request has expired. Open the activity again from your course and ask again.',
    },
  );

/**
 * Linking an LMS identity to an existing Sparked account (decision 0031), once. The person,
 * signed in as the account their LMS's first launch made, asks for a ticket: a JWT Sparked signs
 * (15 minutes) naming that identity and that account. They then sign in to their own Sparked
 * account, which spends the ticket: (issuer, sub) moves to it if it still belongs to the account
 * the LMS made, so a ticket links once, and an identity already linked is never taken over.
 * Launches from then on sign in to the Sparked account. Audited as `lti.account.link`.
 */
export function createAccountLinks(deps: {
  db: Database;
  keys: SigningKeys;
  origin: string;
  now: () => Date;
}) {
  const { db, keys, origin, now } = deps;
  const audience = `${origin}/sparked-api/lti/links`;
  const seconds = () => Math.floor(now().getTime() / 1000);

  async function read(ticket: string) {
    try {
      const { kid } = decodeProtectedHeader(ticket);
      const key = kid ? keys.publicKeys.get(kid) : undefined;
      if (!key) throw expired();
      const { payload } = await jwtVerify(ticket, key, {
        algorithms: [signingAlgorithm],
        issuer: origin,
        audience,
        typ: ticketType,
        currentDate: now(),
        requiredClaims: ['exp', 'iss', 'sub', 'uid'],
      });
      const { iss, sub, uid, lms } = payload as Record<string, unknown>;
      if (typeof sub !== 'string' || typeof uid !== 'string' || typeof lms !== 'string')
        throw expired();
      return { issuer: lms, subject: sub, lmsUserId: uid, origin: iss };
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw expired();
    }
  }

  return {
    /** A ticket for the LMS identity behind `userId`, an account an LMS made. */
    /** The LMS this account signs in through: the registered platform's name, if it has one. */
    async platformOf(userId: string): Promise<{ platformName: string | null }> {
      const identity = await repository.identityOf(db, userId);
      return { platformName: identity?.name ?? null };
    },

    async ticket(userId: string): Promise<{ ticket: string; platformName: string }> {
      const user = await userRepository.findUser(db, userId);
      const identity = await repository.identityOf(db, userId);
      if (!user || !identity || !isLmsPlaceholderEmail(user.email))
        throw conflict(
          /*i18n*/ {
            id: 'lti.only-an-account-your-lms-made',
            message: 'Only an account your LMS made can be linked to a Sparked account.',
          },
        );
      const ticket = await new SignJWT({ lms: identity.issuer, uid: userId })
        .setProtectedHeader({ alg: signingAlgorithm, kid: keys.kid, typ: ticketType })
        .setIssuer(origin)
        .setAudience(audience)
        .setSubject(identity.subject)
        .setIssuedAt(seconds())
        .setExpirationTime(seconds() + ticketTtlSeconds)
        .sign(keys.privateKey);
      return { ticket, platformName: identity.name ?? 'your LMS' };
    },

    /** Moves the ticket's LMS identity to the signed-in account `actor.id`, once. */
    async link(actor: AuditActor, ticket: string): Promise<{ platformName: string }> {
      const { issuer, subject, lmsUserId } = await read(ticket);
      if (!actor.id) throw expired();
      const userId = actor.id;
      const user = await userRepository.findUser(db, userId);
      if (!user || userId === lmsUserId || isLmsPlaceholderEmail(user.email))
        throw conflict(
          /*i18n*/ {
            id: 'lti.sign-in-with-your-own-sparked',
            message: 'Sign in with your own Sparked account, not the one your LMS made.',
          },
        );
      return db.transaction(async (tx) => {
        if (await repository.hasIdentityAt(tx, issuer, userId))
          throw conflict(
            /*i18n*/ {
              id: 'lti.your-sparked-account-is-already-linked',
              message: 'Your Sparked account is already linked to an account of this LMS.',
            },
          );
        if (!(await repository.move(tx, { issuer, subject }, lmsUserId, userId)))
          throw conflict(
            /*i18n*/ {
              id: 'lti.this-lms-account-is-already-linked',
              message: 'This LMS account is already linked to a Sparked account.',
            },
          );
        await recordAudit(tx, actor, [
          {
            action: 'lti.account.link',
            subjectId: userId,
            target: `user:${userId}`,
            before: { issuer, subject, userId: lmsUserId },
            after: { issuer, subject, userId },
            reason: 'Linked after signing in to the Sparked account',
          },
        ]);
        const platformName = await repository.platformName(tx, issuer);
        return { platformName: platformName ?? 'your LMS' };
      });
    },
  };
}

export type AccountLinks = ReturnType<typeof createAccountLinks>;
