import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The build's map of each page's chunks to preload (apps/web/vite-route-preloads.ts). */
export const routePreloadsFile = '.vite/route-preloads.json';

interface RoutePreload {
  /** `/x/$id`: `$name` stands for any one segment. */
  path: string;
  signedIn: string[];
  signedOut: string[];
}

interface Route extends RoutePreload {
  segments: string[];
}

/** One document as sent: its bytes in each encoding and their ETags. */
export interface DocumentVariant {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** The body's hash, quoted per encoding by `etagOf`. */
  hash: string;
}

const segmentsOf = (pathname: string) => pathname.split('/').filter((segment) => segment !== '');

/**
 * The route that answers `segments`, as TanStack's router ranks them: same length, and at the
 * first place two candidates differ a fixed segment wins over a parameter.
 */
function bestRoute(routes: readonly Route[], segments: readonly string[]): Route | undefined {
  const fits = routes.filter(
    (route) =>
      route.segments.length === segments.length &&
      route.segments.every((part, index) => part.startsWith('$') || part === segments[index]),
  );
  const rank = (route: Route) => route.segments.map((part) => (part.startsWith('$') ? '1' : '0'));
  return fits.sort((a, b) => rank(a).join('').localeCompare(rank(b).join('')))[0];
}

/**
 * The document each page is answered with: index.html plus a `<link rel="modulepreload">` for each
 * chunk the build's map names for that page (its route chunks, decision 0043), so the browser
 * fetches them with the entry instead of once the entry has run and the router has matched. The chunks a session needs are preloaded only when the session hint cookie says
 * this browser is signed in. Each distinct document is built and compressed once (brotli at its
 * best, as the build's files), on its first request. Without the build's map (an older build),
 * every page gets index.html as it is.
 */
export function pageDocuments(distDir: string, html: string) {
  const mapFile = path.join(distDir, routePreloadsFile);
  // A document without a head (never a build's) has nowhere to put them.
  const routes: Route[] =
    existsSync(mapFile) && html.includes('</head>')
      ? (JSON.parse(readFileSync(mapFile, 'utf8')).routes as RoutePreload[]).map((route) => ({
          ...route,
          segments: segmentsOf(route.path),
        }))
      : [];
  const variants = new Map<string, DocumentVariant>();
  const variant = (files: readonly string[]): DocumentVariant => {
    const key = files.join(' ');
    const known = variants.get(key);
    if (known) return known;
    const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    const text = links.length === 0 ? html : html.replace('</head>', `${links.join('')}</head>`);
    const identity = Buffer.from(text);
    const built: DocumentVariant = {
      identity,
      br: brotliCompressSync(identity, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
      gzip: gzipSync(identity, { level: 9 }),
      hash: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
    };
    variants.set(key, built);
    return built;
  };
  return {
    /** The preloads of the page at `pathname`, signed in or not. */
    preloads(pathname: string, signedIn: boolean): readonly string[] {
      const route = bestRoute(routes, segmentsOf(pathname));
      return (signedIn ? route?.signedIn : route?.signedOut) ?? [];
    },
    /** The document for the page at `pathname`, signed in or not. */
    document(pathname: string, signedIn: boolean): DocumentVariant {
      return variant(this.preloads(pathname, signedIn));
    },
  };
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding to send: brotli, else gzip, when Accept-Encoding allows it (`q` above 0). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), quality ? Number(quality.slice(2)) : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

/** A strong ETag per body and encoding: each encoding's bytes are a representation of their own. */
export const etagOf = (variant: DocumentVariant, encoding: Encoding) =>
  `"${variant.hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;
