import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { apiPrefixes, sessionHintCookieName } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { allowFramingBy, allowInlineScripts, inlineScriptSources } from '../http/security-headers';
import { routePreloadLinks } from './route-preloads';

// The probes' empty prefix (root) is left out: every other path would count as an API call.
const apiPathPrefixes = Object.values(apiPrefixes).filter((prefix) => prefix !== '');
const isApiPath = (url: string) =>
  apiPathPrefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

/** A missing file (or a hidden one such as `/.source-hash`) is a 404, not the app's page. */
const looksLikeFile = (url: string) =>
  path.extname(url) !== '' || path.posix.basename(url).startsWith('.');

/**
 * Serves the built web app: hashed assets cached for a year, index.html revalidated, and every
 * other GET that is not an API call answered with index.html so client routes survive a reload.
 * The build writes brotli and gzip copies next to each asset (`.br`, `.gz`); the one the client
 * accepts is sent as is, so nothing is compressed per request. Dotfiles (`.source-hash`, the
 * `.vite` manifest) are build bookkeeping and never served. The app's page may be framed by the
 * registered LMSs (`frameAncestors`, decision 0031), so a launch opens it inside the course; the
 * APIs and every other answer keep Sparked's own `frame-ancestors 'self'`. The page's inline
 * scripts (the early session restore, decision 0043; the web font's choice, decision 0048) run by
 * their hashes, read from the build once. Its `Link` header names the scripts the page's first view
 * needs, the entry's first, so the page's own download beside the entry's (decision 0050); a
 * signed-in page's only for a visitor holding a session (the SSO's readable hint), since anyone
 * else is sent to sign in.
 */
export async function serveWebApp(
  app: FastifyInstance,
  distDir: string,
  frameAncestors: { current(): readonly string[] } = { current: () => [] },
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app build not found; serving the APIs only');
    return;
  }
  const inlineScripts = inlineScriptSources(readFileSync(indexFile, 'utf8'));
  const preloadLinks = routePreloadLinks(distDir);
  const assetsDir = path.join(distDir, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Routes only for the files themselves: their compressed copies are picked by preCompressed.
    globIgnore: ['**/*.br', '**/*.gz'],
    serveDotFiles: false,
    dotfiles: 'ignore',
    // Our setHeaders decides caching; the plugin's own max-age=0 would override it.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader(
        'cache-control',
        filePath.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // The same URL answers brotli, gzip or plain bytes by Accept-Encoding: caches must key on it.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (isApiPath(url) || looksLikeFile(url)) throw notFound(`No route for GET ${url}.`);
    allowFramingBy(reply, frameAncestors.current());
    allowInlineScripts(reply, inlineScripts);
    const link = preloadLinks(url, Boolean(request.cookies[sessionHintCookieName]));
    if (link) reply.header('link', link);
    return reply.sendFile('index.html');
  });
}
