import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { ssoRepository } from './repository';

/**
 * Registration answers the same whether or not an address has an account; the owner of one that
 * has hears about the attempt by email instead, with the ways back into their account.
 */
export function createTakenEmailNotice(deps: {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}) {
  const { db, mailer, log, publicUrl } = deps;
  return async function notify(email: string) {
    const owner = await ssoRepository.findUserByEmail(db, email);
    if (!owner) return;
    // Not awaited: a slow mail server must not tell the caller the account exists.
    mailer
      .send({
        to: owner.email,
        subject: 'Someone tried to make a Sparked account with your email',
        text: [
          `Hi ${owner.firstName},`,
          '',
          'Someone (we hope you) tried to create a new Sparked account with this email address.',
          'It already has an account, so no new one was made and nothing about yours changed.',
          '',
          `Sign in here: ${publicUrl}/sign-in`,
          `Forgot your password? Choose a new one here: ${publicUrl}/forgot-password`,
          '',
          'If it was not you, you can ignore this email.',
        ].join('\n'),
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'a registration notice could not be sent');
      });
  };
}

export type TakenEmailNotice = ReturnType<typeof createTakenEmailNotice>;
