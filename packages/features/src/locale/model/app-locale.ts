import { isLocale, type Locale, matchLocale } from '@sparked/contracts';
import { i18n, type Messages } from '@sparked/i18n';

/**
 * The pseudo-locales (decision 0045), chosen only by a test or a developer through storage (the
 * switcher never offers them): `en-XA` shows every text accented (its catalogue, which Lingui
 * writes) and a third longer, as many languages run, so the route walk finds a text that skipped
 * the catalogue (it stays plain English) and a layout that clips a longer language; `ar-XB` shows
 * the same texts right to left in a right-to-left page, so it finds a layout that does not turn.
 */
export const pseudoLocales = ['en-XA', 'ar-XB'] as const;
type PseudoLocale = (typeof pseudoLocales)[number];
export type AppLocale = Locale | PseudoLocale;

/** A language's compiled catalogue, as `src/locales/<locale>.po` imports as. */
export type LoadCatalogue = (
  locale: Exclude<AppLocale, 'en' | 'ar-XB'>,
) => Promise<{ messages: Messages }>;

/** Where the chosen language is kept on this device, beside the theme (spec §4 Theme). */
export const localeStorageKey = 'sparkedLocale';

const isPseudo = (value: unknown): value is PseudoLocale =>
  (pseudoLocales as readonly unknown[]).includes(value);

/** Languages written right to left, by their primary subtag, and the right-to-left pseudo-locale. */
const rightToLeft = new Set(['ar', 'fa', 'he', 'ur', 'ar-XB']);
const isRightToLeft = (locale: AppLocale) =>
  rightToLeft.has(locale) || rightToLeft.has(locale.split('-')[0] ?? '');

/** The language to start in: the one chosen on this device, else the browser's preferred one. */
export function startingLocale(storage: Pick<Storage, 'getItem'>, languages: readonly string[]) {
  const chosen = storage.getItem(localeStorageKey);
  if (isPseudo(chosen) || isLocale(chosen)) return chosen;
  return matchLocale(languages);
}

/** A compiled text padded by a third of its length and, right to left, turned by bidi overrides. */
function pseudoText(compiled: Messages[string], { rtl }: { rtl: boolean }): Messages[string] {
  const tokens = Array.isArray(compiled) ? compiled : [compiled];
  const length = tokens.reduce(
    (sum, token) => sum + (typeof token === 'string' ? token.length : 0),
    0,
  );
  const padded = [...tokens, '·'.repeat(Math.ceil(length * 0.3))];
  // RIGHT-TO-LEFT OVERRIDE … POP DIRECTIONAL FORMATTING
  return rtl ? ['\u202E', ...padded, '\u202C'] : padded;
}

async function catalogueOf(locale: AppLocale, load: LoadCatalogue): Promise<Messages> {
  // English is the source (`sourceLocale`): its texts are in the code.
  if (locale === 'en') return {};
  if (!isPseudo(locale)) return (await load(locale)).messages;
  const { messages } = await load('en-XA');
  const rtl = isRightToLeft(locale);
  return Object.fromEntries(
    Object.entries(messages).map(([id, text]) => [id, pseudoText(text, { rtl })]),
  );
}

/**
 * Loads the language's catalogue, makes it the active one and says so to the document (`lang`,
 * read by screen readers, hyphenation and the browser's translation offer; `dir`, which turns the
 * page for a right-to-left language: the styles use logical properties).
 */
export async function activateLocale(locale: AppLocale, load: LoadCatalogue): Promise<void> {
  i18n.loadAndActivate({ locale, messages: await catalogueOf(locale, load) });
  document.documentElement.lang = locale;
  document.documentElement.dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
}
