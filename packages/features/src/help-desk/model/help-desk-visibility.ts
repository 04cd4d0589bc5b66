export type HelpDeskPlace = {
  pathname: string;
  /** The query string, e.g. `?preview=true`. */
  search: string;
  /** The page runs inside another page's frame. */
  inIframe: boolean;
  /** The email in the signed-in user's token data; absent when signed out. */
  email: string | null | undefined;
};

/** The full-page conversation (spec §2 /ai-tools/janus). */
export const janusPagePath = '/ai-tools/janus';

const isUnder = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

/** Preview pages (an author checking an activity) end in /preview or carry a preview flag. */
function isPreview(pathname: string, search: string): boolean {
  if (/\/preview\/?$/.test(pathname)) return true;
  const flag = new URLSearchParams(search).get('preview');
  return flag !== null && flag !== 'false' && flag !== '0';
}

/**
 * Whether the help-desk widget is offered (spec §2, §6): to a signed-in user with an email, on a
 * page of its own (not framed, not a preview), and not where it would get in the way (the code
 * box's editor, competition pages) or is already open (the Janus page).
 */
export function isHelpDeskVisible({ pathname, search, inIframe, email }: HelpDeskPlace): boolean {
  if (inIframe || !email) return false;
  if (isPreview(pathname, search)) return false;
  if (isUnder(pathname, '/ai-tools/code-box')) return false;
  // The Janus page hosts the same conversation full-page; a second copy would only compete.
  if (isUnder(pathname, janusPagePath)) return false;
  return !pathname.includes('competition');
}
