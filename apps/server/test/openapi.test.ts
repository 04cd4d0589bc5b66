import { Validator } from '@seriousme/openapi-schema-validator';
import { type Endpoint, mountedPath } from '@sparked/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from './support/test-app';

/** Every route the real app adds, however it adds it, seen through an onRoute hook. */
const registered = vi.hoisted(
  () => [] as Array<{ method: string | string[]; url: string; config?: { endpoint?: Endpoint } }>,
);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const fastify = actual.default;
  const observed = ((options: Parameters<typeof fastify>[0]) => {
    const app = fastify(options);
    app.addHook('onRoute', (route) => {
      registered.push(route);
    });
    return app;
  }) as typeof fastify;
  return { ...actual, default: observed };
});

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string }>>;
};

let t: TestApp;
let document: Document;
/** The endpoint table as the app under test loaded it: entries are compared by identity. */
let endpoints: Record<string, Endpoint>;
beforeAll(async () => {
  // Files share a worker's modules (isolate: false), so the app is loaded afresh to see the mock.
  vi.resetModules();
  ({ endpoints } = await import('@sparked/contracts'));
  const { createTestApp } = await import('./support/test-app');
  t = await createTestApp();
  document = (await t.app.inject('/api/openapi.json')).json();
});
afterAll(() => t.close());

const operationsOf = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path}`,
      operationId: operation.operationId,
    })),
  );

/** `/a/:b` → `/a/{b}`, the document's form. */
const documentPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

/** Fastify adds a HEAD twin to every GET; it is not an operation of its own. */
const registeredRoutes = () =>
  registered.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD')
      .map((method) => ({
        route: `${method} ${documentPath(route.url)}`,
        endpoint: route.config?.endpoint,
      })),
  );

const tableName = (endpoint: Endpoint | undefined) =>
  Object.entries(endpoints).find(([, entry]) => entry === endpoint)?.[0];

describe('GET /api/openapi.json', () => {
  it('is public JSON', async () => {
    const response = await t.app.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(document.openapi).toBe('3.1.1');
  });

  it('passes the OpenAPI 3.1 schema validator and its references resolve', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('names every route the server registered, and only those', () => {
    const served = registeredRoutes().map(({ route }) => route);
    const described = operationsOf(document).map(({ route }) => route);
    expect(served.length).toBeGreaterThan(0);
    expect(new Set(served).size).toBe(served.length);
    expect([...described].sort()).toEqual([...served].sort());
  });

  it('gives each operation the name of the table entry its route was registered from', () => {
    const operationIds = new Map(operationsOf(document).map((op) => [op.route, op.operationId]));
    for (const { route, endpoint } of registeredRoutes()) {
      expect(endpoint, `${route} was not added with app.endpoint`).toBeDefined();
      expect(operationIds.get(route), route).toBe(tableName(endpoint));
      expect(route).toBe(`${endpoint?.method} ${mountedPath(endpoint as Endpoint)}`);
    }
  });
});

describe('GET /api/docs', () => {
  it('is an HTML page under the strict CSP whose scripts and styles come from our origin', async () => {
    const response = await t.app.inject('/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    const page = response.body;
    expect(page).not.toMatch(/<script(?![^>]*\ssrc=)/);
    expect(page).toContain('data-document-url="/api/openapi.json"');

    const assets = [...page.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1]);
    expect(assets).toEqual([
      '/api/docs/swagger-ui.css',
      '/api/docs/swagger-ui-bundle.js',
      '/api/docs/start.js',
    ]);
    for (const asset of assets) {
      const file = await t.app.inject(asset ?? '');
      expect(file.statusCode, asset).toBe(200);
      expect(file.headers['content-type'], asset).toMatch(
        asset?.endsWith('.css') ? /^text\/css/ : /^text\/javascript/,
      );
      expect(file.body.length, asset).toBeGreaterThan(100);
    }
  });
});
