import { sessionHintCookieName } from '@sparked/contracts';

/** Matches a `document.cookie` holding the hint (also read by the document's inline restore). */
export const sessionHintPattern = new RegExp(`(?:^|;\\s*)${sessionHintCookieName}=[^;]`);

/**
 * Whether the SSO left its readable hint that this browser is signed in (in another tab, say):
 * a page that works signed out asks the SSO for the session cookies only then.
 */
export function hasSessionHint(doc: Pick<Document, 'cookie'> = document): boolean {
  return sessionHintPattern.test(doc.cookie);
}

/** Drops a hint the SSO's cookies no longer back, so later pages stop asking. */
export function forgetSessionHint(doc: Pick<Document, 'cookie'> = document): void {
  doc.cookie = `${sessionHintCookieName}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
