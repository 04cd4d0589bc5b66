import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/database';
import { createMemoryStore } from '../src/http/rate-limit';
import { openTestDatabase } from './support/test-app';

let dist: string;
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;

/** The build's inline script (the early session restore, decision 0043). */
const inlineScript = 'window.early = fetch("/sso/cookie", { method: "POST" });';

/** Big enough to be worth compressing, as the build's chunks are. */
const script = `console.log(${JSON.stringify('a lesson about fractions '.repeat(200))});`;

/** What the build writes for each page: its scripts beyond the entry (decision 0050). */
const routePreloads = [
  { path: '/sign-in', signedIn: false, files: ['assets/public.js', 'assets/sign-in.js'] },
  { path: '/store', signedIn: true, files: ['assets/layouts.js', 'assets/store.js'] },
  { path: '/event-arena/$slug', signedIn: true, files: ['assets/layouts.js', 'assets/event.js'] },
  { path: '/event-arena/ai-bayanihan', signedIn: true, files: ['assets/bayanihan.js'] },
];

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'sparked-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    `<!doctype html><meta charset="UTF-8" /><script>${inlineScript}</script><title>Sparked</title><script type="module" src="/assets/index-abc123.js"></script><div id="root"></div>`,
  );
  // What the build writes: each asset with its brotli and gzip copies, plus its bookkeeping.
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), script);
  await writeFile(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  await writeFile(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  await writeFile(path.join(dist, '.source-hash'), 'f00d');
  await mkdir(path.join(dist, '.vite'));
  await writeFile(path.join(dist, '.vite', 'manifest.json'), '{}');
  await writeFile(path.join(dist, '.route-preloads.json'), JSON.stringify(routePreloads));
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  database = await openTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: dist });
  app = await buildApp({ config, database, rateLimitStore: createMemoryStore() });
});

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers client routes with index.html, revalidated, under a strict CSP', async () => {
    const response = await app.inject({
      url: '/educator/modules?tab=1',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    // Frames: the preview's page and the sites authors may embed, never a whole scheme.
    const frameSrc = csp.split(/;\s*/).find((directive) => directive.startsWith('frame-src '));
    expect(frameSrc?.split(' ').slice(0, 2)).toEqual([
      'frame-src',
      'http://localhost:3001/preview-frame',
    ]);
    expect(frameSrc).toContain(' https://phet.colorado.edu');
    expect(frameSrc).not.toMatch(/ (https:|'self'|\*)( |$)/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets the document run its own inline script, by its hash, and no other', async () => {
    const document = await app.inject({ url: '/store', headers: { accept: 'text/html' } });
    const scriptSrc = String(document.headers['content-security-policy'])
      .split(/;\s*/)
      .find((directive) => directive.startsWith('script-src '));
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    // The API's answers allow no inline script at all.
    const api = await app.inject({
      method: 'POST',
      url: '/sso/cookie',
      payload: { names: ['actkn'] },
    });
    expect(String(api.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  it('caches hashed assets for a year', async () => {
    const response = await app.inject('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('lets a browser revalidate the document: an ETag, and 304 without a body when it still holds', async () => {
    const first = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag ?? '');
    expect(etag).not.toBe('');
    const again = await app.inject({
      url: '/store',
      headers: { accept: 'text/html', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("names a page's scripts in its document's Link header, so they download beside the entry", async () => {
    const document = (url: string, signedIn: boolean) =>
      app.inject({
        url,
        headers: { accept: 'text/html', ...(signedIn ? { cookie: 'sphint=1' } : {}) },
      });
    const store = await document('/store?tab=badges', true);
    expect(store.headers.link).toBe(
      '</assets/layouts.js>; rel=modulepreload, </assets/store.js>; rel=modulepreload',
    );
    expect(store.body).toContain('<div id="root">');
    // A fixed segment outranks a parameter, as in the router.
    expect((await document('/event-arena/ai-bayanihan', true)).headers.link).toBe(
      '</assets/bayanihan.js>; rel=modulepreload',
    );
    expect((await document('/event-arena/spring-2026/', true)).headers.link).toContain(
      '</assets/event.js>',
    );
    // Without a session a signed-in page sends the visitor to sign in: nothing of it is fetched.
    expect((await document('/store', false)).headers.link).toBeUndefined();
    expect((await document('/sign-in', false)).headers.link).toContain('</assets/sign-in.js>');
    expect((await document('/no-such-page', true)).headers.link).toBeUndefined();
  });

  it('serves root files such as the favicon', async () => {
    expect((await app.inject('/favicon.svg')).statusCode).toBe(200);
  });

  it('does not hand index.html to missing files or unknown API routes', async () => {
    const missingAsset = await app.inject('/assets/missing.js');
    expect(missingAsset.statusCode).toBe(404);
    const unknownApi = await app.inject('/sparked-api/nope');
    expect(unknownApi.statusCode).toBe(404);
    expect(unknownApi.json()).toMatchObject({ code: 'not_found' });
  });

  it('never serves the build bookkeeping', async () => {
    for (const url of ['/.source-hash', '/.vite/manifest.json', '/.route-preloads.json']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('f00d');
    }
  });
});

describe('compressing what the web app sends', () => {
  const asset = (acceptEncoding?: string) =>
    app.inject({
      url: '/assets/index-abc123.js',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the brotli copy to clients that accept brotli', async () => {
    const response = await asset('gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The build's copy, sent as stored (a per-request compression would have no length).
    expect(Number(response.headers['content-length'])).toBe(brotliCompressSync(script).length);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to clients that accept only gzip', async () => {
    const response = await asset('gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(gzipSync(script).length);
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends plain bytes without an Accept-Encoding', async () => {
    const response = await asset();
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(script);
  });

  it('keeps index.html revalidated whatever the encoding', async () => {
    const response = await app.inject({ url: '/store', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('compresses large API answers and leaves a small one alone', async () => {
    const large = await app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers.vary).toMatch(/accept-encoding/i);
    const document = JSON.parse(brotliDecompressSync(large.rawPayload).toString());
    expect(document.openapi).toMatch(/^3\./);

    const gzipped = await app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(document);

    const renderer = await app.inject({
      url: '/api/docs/swagger-ui-bundle.js',
      headers: { 'accept-encoding': 'br' },
    });
    const plainRenderer = await app.inject('/api/docs/swagger-ui-bundle.js');
    expect(renderer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(renderer.rawPayload).equals(plainRenderer.rawPayload)).toBe(true);

    const small = await app.inject({ url: '/readyz', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
