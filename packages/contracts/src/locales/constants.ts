/**
 * The languages Sparked speaks (decision 0045). English is the source: its texts are written in
 * the code and need no catalogue; every other language is a catalogue of translations, and a text
 * a catalogue lacks falls back to English.
 */
export const supportedLocales = ['en', 'fil'] as const;
export type Locale = (typeof supportedLocales)[number];
export const sourceLocale: Locale = 'en';

/** Each language's own name, as the language switcher shows it whatever the current language. */
export const localeNames: Record<Locale, string> = { en: 'English', fil: 'Filipino' };

/**
 * Languages whose users Sparked serves in a supported one: browsers in the Philippines often ask
 * for Tagalog (`tl`), the language Filipino is based on.
 */
const closestLocale: Record<string, Locale> = { tl: 'fil' };

const isSupported = (tag: string): tag is Locale =>
  (supportedLocales as readonly string[]).includes(tag);

/**
 * The first supported language among `preferred` (`navigator.languages`, an Accept-Language
 * header's tags in order), by BCP 47 lookup: `fil-PH` is Filipino, `en-GB` English. English when
 * none is supported.
 */
export function matchLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    if (isSupported(language)) return language;
    const closest = closestLocale[language];
    if (closest) return closest;
  }
  return sourceLocale;
}

/** The tags of an Accept-Language header, most wanted first (`fil-PH,fil;q=0.9,en;q=0.8`). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && isSupported(value);
}
