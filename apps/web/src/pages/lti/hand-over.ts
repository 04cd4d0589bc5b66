import { ltiLandingPath } from '@sparked/contracts';

/** What a launch (or a new tab opened from the LMS frame) hands the web app in the address. */
export interface HandOver {
  code: string;
  /** Where to go once signed in: a path of Sparked's own. */
  to: string;
}

let taken: HandOver | null = null;

/**
 * Reads `#code=...&to=...` once and takes it out of the address bar at once (without a new
 * history entry), so the code is neither bookmarked, shared nor seen by a later script reading
 * the address. Later calls during the same page load answer what was read: React may render the
 * page twice.
 */
export function takeHandOver(
  location: Pick<Location, 'hash' | 'pathname' | 'search'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): HandOver | null {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const code = fragment.get('code');
  if (code) {
    taken = { code, to: fragment.get('to') ?? '/' };
    history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  }
  return taken;
}

/** The address that signs a new tab in with `code` and opens `to` there. */
export const handOverUrl = (origin: string, code: string, to: string) =>
  `${origin}${ltiLandingPath}#${new URLSearchParams({ code, to }).toString()}`;
