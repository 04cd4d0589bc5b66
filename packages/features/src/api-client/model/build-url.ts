type QueryValue = string | number | boolean | null | undefined;

/** Query parameters; an array repeats its key (name it `ids[]` where the API wants brackets). */
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

/** Joins an API base URL, a path starting with `/` and the query (null and undefined left out). */
export function buildUrl(base: string, path: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== null && item !== undefined) search.append(key, String(item));
    }
  }
  const queryString = search.toString();
  return `${base.replace(/\/+$/, '')}${path}${queryString ? `?${queryString}` : ''}`;
}
