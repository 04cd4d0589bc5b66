import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { type Translate, translator } from '../../i18n/catalogues';
import { readerLocale } from '../../i18n/reader-locale';
import { userRepository } from './users-repository';

/**
 * The reader of an answer that holds texts Sparked seeded (decision 0046): the account's language,
 * else the page's (the web client sends it as Accept-Language on every call). The answer says it
 * varies with Accept-Language, so no cache hands one language's answer to another.
 */
export async function readerOf(
  db: Database,
  context: { request: FastifyRequest; reply: FastifyReply; user: { id: string } | null },
): Promise<Translate> {
  context.reply.header('Vary', 'Accept-Language');
  const account = context.user ? await userRepository.localeOf(db, context.user.id) : null;
  return translator(readerLocale(account, context.request.headers['accept-language']));
}
