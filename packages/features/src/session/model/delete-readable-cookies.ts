/**
 * Expires every cookie script can see (spec §4 logout), on path `/`. HttpOnly session cookies are
 * out of reach here; the logout endpoint clears those.
 */
export function deleteReadableCookies(doc: Pick<Document, 'cookie'> = document): void {
  for (const entry of doc.cookie.split(';')) {
    const name = entry.split('=', 1)[0]?.trim();
    if (name) doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
