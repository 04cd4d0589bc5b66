/**
 * Whether this page is inside another page's frame (an LMS course page, an embedding site); a
 * cross-origin parent throws on access, so that counts too. A module of its own: route guards
 * read it, and a guard's imports load with every page.
 */
export function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}
