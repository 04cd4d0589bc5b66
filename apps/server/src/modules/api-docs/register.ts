import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Endpoint, endpoints } from '@sparked/contracts';
import { buildOpenApiDocument } from '@sparked/contracts/openapi';
import type { FastifyInstance } from 'fastify';
import { apiDocsPage } from './docs-page';

const resolve = createRequire(import.meta.url).resolve;
const rendererFile = (name: string) => readFileSync(resolve(`swagger-ui-dist/${name}`), 'utf8');

/** The renderer's files change only with its version; an hour of caching spares 1.7 MB a visit. */
const assetCaching = 'public, max-age=3600';

/**
 * The OpenAPI document generated from the endpoint table (built once: the table does not change
 * while the process runs) and the human-readable reference that renders it, all from our origin.
 */
export function registerApiDocs(app: FastifyInstance) {
  const document = buildOpenApiDocument();
  app.endpoint(endpoints.openApiDocument, async () => document);

  const files: Array<[Endpoint & { produces: string }, string]> = [
    [endpoints.apiDocs, apiDocsPage],
    [endpoints.apiDocsRenderer, rendererFile('swagger-ui-bundle.js')],
    [endpoints.apiDocsStyles, rendererFile('swagger-ui.css')],
    [endpoints.apiDocsStart, readFileSync(new URL('./start.js', import.meta.url), 'utf8')],
  ];
  for (const [endpoint, body] of files) {
    const caching = endpoint === endpoints.apiDocs ? 'no-cache' : assetCaching;
    app.endpoint(endpoint, async ({ reply }) =>
      reply.type(`${endpoint.produces}; charset=utf-8`).header('cache-control', caching).send(body),
    );
  }
}
