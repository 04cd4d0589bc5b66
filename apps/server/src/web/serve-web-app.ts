import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { apiPrefixes } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';

// The probes' empty prefix (root) is left out: every other path would count as an API call.
const apiPathPrefixes = Object.values(apiPrefixes).filter((prefix) => prefix !== '');
const isApiPath = (url: string) =>
  apiPathPrefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

/**
 * Serves the built web app: hashed assets cached for a year, index.html revalidated, and every
 * other GET that is not an API call answered with index.html so client routes survive a reload.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app build not found; serving the APIs only');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // Our setHeaders decides caching; the plugin's own max-age=0 would override it.
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (isApiPath(url) || path.extname(url) !== '') throw notFound(`No route for GET ${url}.`);
    return reply.sendFile('index.html');
  });
}
