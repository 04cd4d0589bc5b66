import { isLocale, type Locale, matchLocale } from '@sparked/contracts';
import { i18n, type Messages } from '@sparked/i18n';

/**
 * The pseudo-locale (decision 0045): every text accented and longer, so the route walk shows a text
 * that skipped the catalogue (it stays plain English) and a layout that clips a longer language.
 * Chosen only by a test or a developer through storage; the switcher never offers it.
 */
export const pseudoLocale = 'en-XA';
export type AppLocale = Locale | typeof pseudoLocale;

/** A language's compiled catalogue, as `src/locales/<locale>.po` imports as. */
export type LoadCatalogue = (locale: Exclude<AppLocale, 'en'>) => Promise<{ messages: Messages }>;

/** Where the chosen language is kept on this device, beside the theme (spec §4 Theme). */
export const localeStorageKey = 'sparkedLocale';

/** The language to start in: the one chosen on this device, else the browser's preferred one. */
export function startingLocale(storage: Pick<Storage, 'getItem'>, languages: readonly string[]) {
  const chosen = storage.getItem(localeStorageKey);
  if (chosen === pseudoLocale || isLocale(chosen)) return chosen;
  return matchLocale(languages);
}

/**
 * Loads the language's catalogue (English, the source, has none to load), makes it the active one
 * and says so to the document (`<html lang>`, read by screen readers, hyphenation and the browser's
 * translation offer).
 */
export async function activateLocale(locale: AppLocale, load: LoadCatalogue): Promise<void> {
  // English is the source (`sourceLocale`): its texts are in the code.
  const messages = locale === 'en' ? {} : (await load(locale)).messages;
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}
