import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** What the web build writes (apps/web/vite-route-preloads.ts): each page's scripts, the entry's first. */
const routePreloadsSchema = z.array(
  z.object({ path: z.string(), signedIn: z.boolean(), files: z.array(z.string()) }),
);

type Page = { segments: string[]; signedIn: boolean; link: string };

/**
 * The `Link` header value that preloads the scripts a page's first view needs, the entry's first
 * (decision 0050), for a path of the app and whether the visitor holds a session; `undefined` for a
 * path no page matches, or a signed-in page the visitor will be sent away from. Reads the build's
 * `.route-preloads.json` once; a build without it names nothing.
 */
export function routePreloadLinks(
  distDir: string,
): (urlPath: string, hasSession: boolean) => string | undefined {
  const file = path.join(distDir, '.route-preloads.json');
  if (!existsSync(file)) return () => undefined;
  const pages: Page[] = routePreloadsSchema
    .parse(JSON.parse(readFileSync(file, 'utf8')))
    .map((page) => ({
      segments: segmentsOf(page.path),
      signedIn: page.signedIn,
      link: page.files.map((file) => `</${file}>; rel=modulepreload`).join(', '),
    }));
  return (urlPath, hasSession) => {
    const page = matchingPage(pages, segmentsOf(urlPath).map(decodeSegment));
    return page && (hasSession || !page.signedIn) ? page.link : undefined;
  };
}

const segmentsOf = (urlPath: string) => urlPath.split('/').filter((segment) => segment !== '');

/**
 * The page whose path matches every (decoded) segment, a `$param` matching any one; where several do
 * (`/event-arena/ai-bayanihan` and `/event-arena/$slug`), the one with more fixed segments, as the
 * router ranks them.
 */
function matchingPage(pages: readonly Page[], segments: readonly string[]) {
  let best: { page: Page; fixed: number } | undefined;
  for (const page of pages) {
    if (page.segments.length !== segments.length) continue;
    let fixed = 0;
    const matches = page.segments.every((segment, index) => {
      if (segment.startsWith('$')) return true;
      fixed += 1;
      return segment === segments[index];
    });
    if (matches && (!best || fixed > best.fixed)) best = { page, fixed };
  }
  return best?.page;
}

function decodeSegment(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
