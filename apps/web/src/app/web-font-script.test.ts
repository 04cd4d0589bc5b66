// @vitest-environment happy-dom
import { standInFont } from '@sparked/design-tokens';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webFontCached, webFontScript, webFontStorageKey } from './web-font-script';

const href = '/assets/inter-latin-core-wght-normal-abc.woff2';
/** Runs the document's inline script from its text, as the browser does. */
const runInlineScript = () => new Function(webFontScript(href))();
const preloads = () => [...document.head.querySelectorAll('link[rel="preload"]')];

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  delete document.documentElement.dataset.font;
  for (const link of preloads()) link.remove();
});

describe("the document's web font choice", () => {
  it("renders a browser's first visit in Inter's stand-ins and fetches no font", () => {
    runInlineScript();
    expect(document.documentElement.dataset.font).toBe(standInFont);
    expect(preloads()).toEqual([]);
  });

  it('renders in Inter, preloaded, once this browser has it cached', () => {
    localStorage.setItem(webFontStorageKey, webFontCached);
    runInlineScript();
    expect(document.documentElement.dataset.font).toBeUndefined();
    const [preload] = preloads();
    expect(preload?.getAttribute('href')).toBe(href);
    expect(preload?.getAttribute('as')).toBe('font');
    expect(preload?.getAttribute('crossorigin')).toBe('');
  });

  it('renders in Inter when storage is denied (an LMS frame), which cannot remember the cache', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    runInlineScript();
    expect(document.documentElement.dataset.font).toBeUndefined();
    expect(preloads()).toHaveLength(1);
  });
});
