/**
 * Inter only once it is in the browser's cache (decision 0048). A first visit renders in Inter's
 * stand-ins (local fonts sized to its metrics: design-tokens' `data-font="stand-in"`), so on a
 * slow phone the font's bytes do not compete with the page's own requests. Once that page has
 * loaded and the browser is idle, Inter is fetched into the cache and this browser remembers it;
 * later visits render in Inter from their first paint.
 */
import { standInFont } from '@sparked/design-tokens';

export const webFontStorageKey = 'sparked:web-font';
export const webFontCached = 'cached';

interface WebFontConfig {
  storageKey: string;
  cached: string;
  /** The root element's `data-font` for the stand-ins (the script runs from its text: no imports). */
  standIn: string;
  /** The build's address of Inter's Latin core, the one file English text needs. */
  href: string;
}

/**
 * The document's inline script, run before the stylesheet: Inter with its core preloaded when
 * this browser has it cached, the stand-ins otherwise.
 */
export function chooseWebFont(config: WebFontConfig): void {
  try {
    if (localStorage.getItem(config.storageKey) !== config.cached) {
      document.documentElement.dataset.font = config.standIn;
      return;
    }
  } catch {
    // Storage denied (an LMS's frame): nothing to remember with, so Inter, from the HTTP cache
    // after the first visit.
  }
  const preload = Object.assign(document.createElement('link'), {
    rel: 'preload',
    as: 'font',
    type: 'font/woff2',
    crossOrigin: '',
    href: config.href,
  });
  document.head.append(preload);
}

/** The inline script's text: `chooseWebFont` called with the build's font address. */
export function webFontScript(href: string): string {
  return `(${chooseWebFont.toString()})(${JSON.stringify({ storageKey: webFontStorageKey, cached: webFontCached, standIn: standInFont, href } satisfies WebFontConfig)});`;
}
