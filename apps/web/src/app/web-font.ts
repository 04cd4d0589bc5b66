import { standInFont, webFontFamily } from '@sparked/design-tokens';
import { afterPageLoad } from '@sparked/features/api-client';
import { webFontCached, webFontStorageKey } from './web-font-script';

/**
 * How long after the page has loaded the font waits: past the first page's largest paint, which
 * comes after the page's data, so that its request never shares the phone's link with them.
 */
const afterTheFirstPageMs = 5000;

/**
 * On a visit in Inter's stand-ins (the document's script chose them: `web-font-script.ts`,
 * decision 0048), fetches Inter's Latin core once the first page is on screen and the browser is
 * idle, and remembers that it is cached. The page's text stays in the stand-ins: nothing moves.
 */
export function cacheWebFontForNextVisit(): void {
  if (document.documentElement.dataset.font !== standInFont) return;
  afterPageLoad(() => setTimeout(cacheWebFont, afterTheFirstPageMs));
}

function cacheWebFont(): void {
  document.fonts.load(`1em "${webFontFamily}"`).then(
    (faces) => {
      try {
        if (faces.length > 0) localStorage.setItem(webFontStorageKey, webFontCached);
      } catch {
        // Storage full or denied: the next visit is in the stand-ins again.
      }
    },
    // Not fetched (offline, say): the next visit is in the stand-ins and tries again.
    () => undefined,
  );
}
