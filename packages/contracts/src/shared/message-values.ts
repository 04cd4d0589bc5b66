import type { ApiErrorValue } from './error-codes';

/**
 * A sentence's values as ICU takes them in `locale`: each list joined as that language joins one
 * ("a, b and c", "a, b at c"), since ICU has no list argument and a list written in English
 * would stay English in a Filipino sentence.
 */
export function valuesIn(
  locale: string,
  values: Record<string, ApiErrorValue> | undefined,
): Record<string, string | number> | undefined {
  if (!values) return undefined;
  let lists: Intl.ListFormat | undefined;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (!Array.isArray(value)) return [name, value];
      lists ??= new Intl.ListFormat(locale);
      return [name, lists.format(value)];
    }),
  );
}
