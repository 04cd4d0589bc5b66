/** Schemes a link may use. Everything else — javascript:, data:, vbscript:, file: — is refused. */
const allowedSchemes = new Set(['http', 'https', 'mailto']);

// A colon before the first '/', '?' or '#' makes a scheme (RFC 3986), well-formed or not, so
// "%6Aavascript:" is refused rather than passed on as a path.
const schemePattern = /^([^/?#]*):/;
// Browsers drop tabs and newlines inside a URL and trim control characters around it, so
// "java\tscript:" would still run: refuse any URL that contains them (or any other space).
const hiddenCharacters = /[\p{Cc}\s]/u;
// "//host" and "\\host" leave the site although they carry no scheme.
const networkPathPattern = /^[\\/]{2}/;

/**
 * Whether a link target is safe to put in an `href`: http(s), mailto, or a relative URL that stays
 * on this site (`/path`, `./path`, `#anchor`, `?query`).
 */
export function isSafeUrl(url: string): boolean {
  const candidate = url.trim();
  if (candidate === '' || hiddenCharacters.test(candidate)) return false;
  const scheme = schemePattern.exec(candidate)?.[1];
  if (scheme !== undefined) return allowedSchemes.has(scheme.toLowerCase());
  return !networkPathPattern.test(candidate);
}
