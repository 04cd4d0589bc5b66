import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { translator } from '../../i18n/catalogues';
import type { Mailer } from '../../mail/mailer';
import { takenEmailNotice } from './emails';
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
    // In the account's language (decision 0046): the attempt's browser is not the owner's.
    void ssoRepository
      .localeOf(db, owner.id)
      .then((locale) =>
        mailer.send({
          to: owner.email,
          ...takenEmailNotice(translator(locale ?? 'en'), owner.firstName, publicUrl),
        }),
      )
      .catch((error: unknown) => {
        log.error({ err: error }, 'a registration notice could not be sent');
      });
  };
}

export type TakenEmailNotice = ReturnType<typeof createTakenEmailNotice>;
