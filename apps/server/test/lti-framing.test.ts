import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/database';
import { createMemoryStore } from '../src/http/rate-limit';
import { openTestDatabase } from './support/test-app';
import { bearer, createUser, signIn } from './support/users';

let dist: string;
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
let adminToken: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'sparked-dist-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Sparked</title>');
  database = await openTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: dist });
  app = await buildApp({ config, database, rateLimitStore: createMemoryStore() });
  adminToken = (await signIn(app, (await createUser(database.db, 'admin')).email)).accessToken;
});

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dist, { recursive: true, force: true });
});

/** The answer's `frame-ancestors` sources and its X-Frame-Options. */
async function framing(url: string) {
  const response = await app.inject({ url, headers: { accept: 'text/html' } });
  const directive = String(response.headers['content-security-policy'])
    .split(/;\s*/)
    .find((part) => part.startsWith('frame-ancestors '));
  return {
    status: response.statusCode,
    ancestors: directive?.split(' ').slice(1),
    xFrameOptions: response.headers['x-frame-options'],
  };
}

const registration = {
  name: 'School Moodle',
  issuer: 'https://moodle.school.example',
  clientId: 'sparked-tool',
  deploymentIds: ['1'],
  authLoginUrl: 'https://login.school.example:8443/mod/lti/auth.php',
  authTokenUrl: 'https://moodle.school.example/mod/lti/token.php',
  keysetUrl: 'https://moodle.school.example/mod/lti/certs.php',
};

describe('framing the web app inside a registered LMS', () => {
  it('lets only registered LMS origins frame the pages, follows changes at once, and never the APIs', async () => {
    expect(await framing('/player/classes/c/modules/m/activities/a')).toEqual({
      status: 200,
      ancestors: ["'self'"],
      xFrameOptions: 'SAMEORIGIN',
    });

    const created = await app.inject({
      method: 'POST',
      url: '/sparked-api/lti/platforms',
      headers: bearer(adminToken),
      payload: registration,
    });
    expect(created.statusCode).toBe(201);
    const page = await framing('/lms-launch');
    expect(page.status).toBe(200);
    expect(page.ancestors).toEqual([
      "'self'",
      'https://login.school.example:8443',
      'https://moodle.school.example',
    ]);
    expect(page.xFrameOptions).toBeUndefined();
    // The APIs and the tool's own addresses stay Sparked's alone.
    for (const url of ['/sparked-api/lti/platforms', '/lti/jwks', '/readyz']) {
      const api = await framing(url);
      expect(api.ancestors, url).toEqual(["'self'"]);
      expect(api.xFrameOptions, url).toBe('SAMEORIGIN');
    }

    const id = created.json().data.id;
    const moved = await app.inject({
      method: 'PUT',
      url: `/sparked-api/lti/platforms/${id}`,
      headers: bearer(adminToken),
      payload: { ...registration, authLoginUrl: 'https://moodle.school.example/auth' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await framing('/')).ancestors).toEqual(["'self'", 'https://moodle.school.example']);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/sparked-api/lti/platforms/${id}`,
      headers: bearer(adminToken),
    });
    expect(removed.statusCode).toBe(204);
    expect(await framing('/')).toEqual({
      status: 200,
      ancestors: ["'self'"],
      xFrameOptions: 'SAMEORIGIN',
    });
  });
});
