// Search parameters, read by hand. Every route's `validateSearch` is in the entry chunk, where a
// schema library would outweigh the pages it guards (decision 0021). A bad value in a shared or
// edited address is dropped, never an error page. TanStack Router has already turned numbers
// and JSON in the address into values.

type Reader<T> = (value: unknown) => T | undefined;

/** A route's `validateSearch`: each key read by its reader; missing or bad keys are left out. */
export function searchOf<Readers extends Record<string, Reader<unknown>>>(readers: Readers) {
  return (search: Record<string, unknown>) => {
    const read: Record<string, unknown> = {};
    for (const [key, reader] of Object.entries(readers)) {
      const value = reader(search[key]);
      if (value !== undefined) read[key] = value;
    }
    return read as { [Key in keyof Readers]?: NonNullable<ReturnType<Readers[Key]>> };
  };
}

/** Text of at most `max` characters (and matching `pattern`, when given). */
export const text =
  (max: number, pattern?: RegExp): Reader<string> =>
  (value) =>
    typeof value === 'string' && value.length <= max && (!pattern || pattern.test(value))
      ? value
      : undefined;

/** One of a list of words. */
export const oneOf =
  <const Word extends string>(words: readonly Word[]): Reader<Word> =>
  (value) =>
    words.includes(value as Word) ? (value as Word) : undefined;

/** A whole number from `min` to `max`. */
export const wholeNumber =
  (min: number, max = Number.MAX_SAFE_INTEGER): Reader<number> =>
  (value) =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max
      ? (value as number)
      : undefined;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id, as the API makes them. */
export const id: Reader<string> = text(36, uuidPattern);
