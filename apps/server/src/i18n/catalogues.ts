// The server's texts in the reader's language (decision 0046). They are written in English in the
// code as message descriptors with an explicit id (`/*i18n*/ { id, message }`, the form Lingui's
// extractor reads without macros, which tsx does not run) and extracted into the one catalogue per
// language that translators edit, apps/web/src/locales/<locale>.po. The server reads those files
// once, the first time it translates, into one Lingui instance per language: never Lingui's global
// one, since requests in different languages run at the same time.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type I18n, type MessageDescriptor, type Messages, setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  type ApiErrorMessage,
  type ApiErrorValue,
  type Locale,
  sourceLocale,
  supportedLocales,
  valuesIn,
} from '@sparked/contracts';

/**
 * The one place the server finds the catalogues: the web app's, beside it in the repository the
 * server runs from (tsx), so translators keep editing one file per language for the whole product.
 */
export const cataloguesDirectory = fileURLToPath(
  new URL('../../../web/src/locales/', import.meta.url),
);

/**
 * A text of the server's: an explicit id, its English, and the values its arguments take; a list
 * is written as the reader's language writes one (`a, b at c`).
 */
export type ServerMessage = MessageDescriptor & {
  id: string;
  message: string;
  values?: Record<string, ApiErrorValue>;
};

/** A language's translations as Lingui runs them, compiled from its PO file. */
function readCatalogue(locale: Locale): Messages {
  if (locale === sourceLocale) return {};
  const content = readFileSync(`${cataloguesDirectory}${locale}.po`, 'utf8');
  const entries = formatter().parse(content, { locale, sourceLocale, filename: '' }) as Record<
    string,
    { translation?: string }
  >;
  const messages: Messages = {};
  for (const [id, { translation }] of Object.entries(entries))
    if (translation) messages[id] = compileMessage(translation);
  return messages;
}

let instances: Map<Locale, I18n> | undefined;

/** Each language's own Lingui instance, built from its catalogue the first time one is asked for. */
export function i18nFor(locale: Locale): I18n {
  instances ??= new Map(
    supportedLocales.map((code) => {
      const i18n = setupI18n({ locale: code, messages: { [code]: readCatalogue(code) } });
      // English, and a text a catalogue lacks, comes from the descriptor's own message.
      i18n.setMessagesCompiler(compileMessage);
      return [code, i18n] as const;
    }),
  );
  return instances.get(locale) ?? (instances.get(sourceLocale) as I18n);
}

/** A server text in `locale`, in English when that language's catalogue lacks it. */
export const translate = (locale: Locale, message: ServerMessage): string =>
  i18nFor(locale)._({ ...message, values: valuesIn(locale, message.values) });

/** What renders a server text, in one language. */
export type Translate = (message: ServerMessage) => string;

/** The texts of one reader: every text of a page, an email or a document in the same language. */
export const translator =
  (locale: Locale): Translate =>
  (message) =>
    translate(locale, message);

/** Whether `locale`'s catalogue has the text (English has every text the code has). */
export const hasTranslation = (locale: Locale, id: string): boolean =>
  locale === sourceLocale || id in i18nFor(locale).messages;

/**
 * An error's sentence in `locale`, as the web app shows it (decision 0046): its catalogue entry
 * when that language's catalogue has it, else its English (an English reader, a plain string).
 */
export function sentenceIn(
  locale: Locale,
  english: string,
  entry: ApiErrorMessage | undefined,
): string {
  if (!entry || locale === sourceLocale || !hasTranslation(locale, entry.id)) return english;
  return i18nFor(locale)._(entry.id, valuesIn(locale, entry.values));
}
