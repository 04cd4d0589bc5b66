import { acceptedLanguages, type Locale, matchLocale } from '@sparked/contracts';

/**
 * The language a text the server renders itself is written in (decision 0046): the account's
 * (`users.locale`), else the first language of the request's Accept-Language Sparked speaks, else
 * English.
 */
export const readerLocale = (
  accountLocale: Locale | null | undefined,
  acceptLanguage?: string | string[],
): Locale =>
  accountLocale ??
  matchLocale(
    acceptedLanguages(Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage),
  );
