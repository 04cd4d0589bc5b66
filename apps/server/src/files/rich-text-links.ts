/** Schemes a stored link or image may point at: the rich-text renderer shows no others. */
const allowedSchemes = new Set(['http', 'https', 'mailto']);
/** The attributes of a rich-text node or mark that browsers follow or load. */
const addressAttributes = ['href', 'src'] as const;

/**
 * Whether a link target may be stored: http(s), mailto, or a path on this site. `javascript:`,
 * `vbscript:`, `data:` and every other scheme are refused, and so is a target with spaces or
 * control characters (browsers drop them, so "java\tscript:" would run) or one that starts
 * with `//` (another host).
 */
export function isStorableTarget(target: string): boolean {
  const trimmed = target.trim();
  if (trimmed === '' || /[\p{Cc}\s]/u.test(trimmed) || /^[\\/]{2}/.test(trimmed)) return false;
  const scheme = /^([^/?#]*):/.exec(trimmed)?.[1];
  return scheme === undefined || allowedSchemes.has(scheme.toLowerCase());
}

const unsafe = (value: unknown) => typeof value === 'string' && !isStorableTarget(value);

/**
 * A rich-text document (or anything holding some: a page, a block, an activity's content) as it
 * may be stored: link marks with a refused target are dropped, keeping their text, and a refused
 * `href` or `src` on a node becomes null. Exports, packages and LTI read what is stored, so the
 * renderer's own check is not enough.
 */
export function withSafeLinks<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withSafeLinks) as T;
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    copy[key] =
      key === 'marks' && Array.isArray(item)
        ? item.filter((mark: { attrs?: Record<string, unknown> }) => !unsafe(mark?.attrs?.href))
        : withSafeLinks(item);
  const attrs = copy.attrs as Record<string, unknown> | undefined;
  if (attrs && typeof attrs === 'object')
    for (const name of addressAttributes) if (unsafe(attrs[name])) attrs[name] = null;
  return copy as T;
}
