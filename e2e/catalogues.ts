// The web app's catalogues (apps/web/src/locales, decision 0045; the server's texts are there too,
// under explicit ids, decision 0046), read once by a test: to find a control by its text in
// another language, and to tell English on a page that should have been in that language.
import { readFile } from 'node:fs/promises';
import { formatter } from '@lingui/format-po';

type Catalogue = Record<string, { translation?: string; message?: string }>;

const read = async (locale: string): Promise<Catalogue> =>
  (await formatter().parse(
    await readFile(new URL(`../apps/web/src/locales/${locale}.po`, import.meta.url), 'utf8'),
    { locale, sourceLocale: 'en', filename: `${locale}.po` },
  )) as Catalogue;

/** An English text in `locale`, its `{placeholders}` filled from `values`. */
export type Say = (english: string, values?: Record<string, string | number>) => string;

/**
 * English as it is: what the helpers that take a `Say` use unless told otherwise. A text's tags
 * (`Buy<0> {name}</0>`) are taken out, as an accessible name reads it.
 */
export const inEnglish: Say = (english, values = {}) =>
  english
    .replace(/<\/?\d+>/g, '')
    .replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/**
 * `say`, the catalogue's text in `locale` for an English one, and `english`, every plain English
 * text (no placeholder, no tag) whose text in `locale` is different: one of those on a page is
 * a text that stayed in English.
 */
export async function catalogues(locale: string) {
  const [en, other] = await Promise.all([read('en'), read(locale)]);
  const texts = new Map<string, string>();
  const english = new Set<string>();
  for (const [id, entry] of Object.entries(en)) {
    const source = entry.translation || entry.message || '';
    const translated = other[id]?.translation ?? '';
    if (!source || !translated || texts.has(source)) continue;
    texts.set(source, translated);
    if (translated !== source && !/[{}<]/.test(source)) english.add(source);
  }
  const say: Say = (text, values) => {
    const translated = texts.get(text);
    if (translated === undefined) throw new Error(`Not in the catalogue: ${text}`);
    return inEnglish(translated, values);
  };
  return { say, english };
}
