import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { auditEntries, ltiPlatforms } from '../src/db/schema';
import { createMemoryStore } from '../src/http/rate-limit';
import { sentenceIn } from '../src/i18n/catalogues';
import { issuerMatches } from '../src/modules/lti/dynamic-registration';
import { createMockRegistrationLms, type MockRegistrationLms } from './support/mock-lms';
import { createTestApp, openTestDatabase, type TestApp } from './support/test-app';
import { bearer, createUser, type SignedIn, signIn } from './support/users';

const origin = 'https://sparked.test';
const toolConfiguration = 'https://purl.imsglobal.org/spec/lti-tool-configuration';
let t: TestApp;
let admin: SignedIn;
const lmses: MockRegistrationLms[] = [];

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: origin });
  admin = await signIn(t.app, (await createUser(t.database.db, 'admin')).email);
});
afterAll(async () => {
  await Promise.all(lmses.map((lms) => lms.close()));
  await t.close();
});

async function mockLms(options: Parameters<typeof createMockRegistrationLms>[0] = {}) {
  const lms = await createMockRegistrationLms(options);
  lmses.push(lms);
  return lms;
}

const registerDynamically = (
  payload: object,
  headers: Record<string, string> = bearer(admin.accessToken),
) =>
  t.app.inject({ method: 'POST', url: '/sparked-api/lti/dynamic-registrations', headers, payload });

/** What the LMS hands the registration page; `null` leaves the token out. */
const fromLms = (lms: MockRegistrationLms, token: string | null = lms.token) => ({
  openidConfiguration: lms.configurationUrl,
  ...(token === null ? {} : { registrationToken: token }),
});

const approve = (id: string, token = admin.accessToken) =>
  t.app.inject({
    method: 'POST',
    url: `/sparked-api/lti/platforms/${id}/approval`,
    headers: bearer(token),
  });

/** The third-party initiated login an LMS starts; 302 to the LMS when Sparked accepts it. */
const login = (lms: MockRegistrationLms, clientId = lms.clientId) =>
  t.app.inject({
    method: 'GET',
    url: `/lti/login?${new URLSearchParams({
      iss: lms.origin,
      login_hint: 'hint-1',
      target_link_uri: `${origin}/learn`,
      client_id: clientId,
    })}`,
  });

const platformRows = (issuer: string) =>
  t.database.db.select().from(ltiPlatforms).where(eq(ltiPlatforms.issuer, issuer));

describe('LTI Dynamic Registration', () => {
  it("posts Sparked's registration with the LMS's token and stores the platform pending", async () => {
    const lms = await mockLms();
    const response = await registerDynamically(fromLms(lms));
    expect(response.statusCode, response.body).toBe(201);
    const platform = response.json().data;
    expect(platform).toMatchObject({
      name: `mocklms (${new URL(lms.origin).host})`,
      issuer: lms.origin,
      clientId: lms.clientId,
      deploymentIds: ['dyn-deployment-1'],
      authLoginUrl: `${lms.origin}/auth`,
      authTokenUrl: `${lms.origin}/token`,
      keysetUrl: `${lms.origin}/jwks`,
      status: 'pending',
    });

    expect(lms.received).toHaveLength(1);
    const sent = lms.received[0];
    if (!sent) throw new Error('the LMS received no registration');
    expect(sent.authorization).toBe(`Bearer ${lms.token}`);
    expect(sent.body).toMatchObject({
      application_type: 'web',
      response_types: ['id_token'],
      grant_types: ['implicit', 'client_credentials'],
      initiate_login_uri: `${origin}/lti/login`,
      redirect_uris: [`${origin}/lti/launch`],
      jwks_uri: `${origin}/lti/jwks`,
      token_endpoint_auth_method: 'private_key_jwt',
      [toolConfiguration]: {
        domain: 'sparked.test',
        target_link_uri: `${origin}/`,
      },
    });
    // Only the scopes the LMS says it supports are asked for.
    expect(String(sent.body.scope).split(' ').sort()).toEqual([
      'https://purl.imsglobal.org/spec/lti-ags/scope/score',
      'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
    ]);
    const messages = (sent.body[toolConfiguration] as { messages: { type: string }[] }).messages;
    expect(messages.map((message) => message.type)).toEqual([
      'LtiResourceLinkRequest',
      'LtiDeepLinkingRequest',
    ]);

    const audit = await t.database.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(eq(auditEntries.target, `lti-platform:${platform.id}`));
    expect(audit.map((row) => row.action)).toEqual(['lti.platform.create']);
  });

  it('refuses launches from a pending platform until an admin approves it', async () => {
    const lms = await mockLms();
    const platform = (await registerDynamically(fromLms(lms))).json().data;

    const refused = await login(lms);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/waiting for a Sparked administrator to approve/);

    const approved = await approve(platform.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('active');
    const listed = await t.app.inject({
      url: '/sparked-api/lti/platforms',
      headers: bearer(admin.accessToken),
    });
    expect(listed.json().data.find((row: { id: string }) => row.id === platform.id).status).toBe(
      'active',
    );

    const accepted = await login(lms);
    expect(accepted.statusCode, accepted.body).toBe(302);
    expect(String(accepted.headers.location)).toMatch(new RegExp(`^${lms.origin}/auth\\?`));

    // Approving again changes nothing and writes no second entry.
    expect((await approve(platform.id)).statusCode).toBe(200);
    const audit = await t.database.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(eq(auditEntries.target, `lti-platform:${platform.id}`));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'lti.platform.approve',
      'lti.platform.create',
    ]);
  });

  it('approves a platform without a deployment id only once the admin adds one', async () => {
    const lms = await mockLms({ deploymentId: null });
    const platform = (await registerDynamically(fromLms(lms))).json().data;
    expect(platform.deploymentIds).toEqual([]);

    const early = await approve(platform.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatch(/no deployment id/);

    const { id: _, status: __, createdAt: ___, updatedAt: ____, ...fields } = platform;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/sparked-api/lti/platforms/${platform.id}`,
      headers: bearer(admin.accessToken),
      payload: { ...fields, deploymentIds: ['7'] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // Editing does not approve it.
    expect(edited.json().data.status).toBe('pending');
    expect((await approve(platform.id)).json().data.status).toBe('active');
  });

  it('rejecting a pending platform removes it', async () => {
    const lms = await mockLms();
    const platform = (await registerDynamically(fromLms(lms))).json().data;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/sparked-api/lti/platforms/${platform.id}`,
      headers: bearer(admin.accessToken),
    });
    expect(removed.statusCode).toBe(204);
    expect(await platformRows(lms.origin)).toHaveLength(0);
    expect((await login(lms)).statusCode).toBe(403);
  });

  it('registers once for a repeated Idempotency-Key', async () => {
    const lms = await mockLms();
    const headers = { ...bearer(admin.accessToken), 'idempotency-key': `dyn-${lms.clientId}` };
    const first = await registerDynamically(fromLms(lms), headers);
    const again = await registerDynamically(fromLms(lms), headers);
    expect(first.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(lms.received).toHaveLength(1);
    expect(await platformRows(lms.origin)).toHaveLength(1);
  });
});

describe('LTI Dynamic Registration refusals', () => {
  it('refuses an issuer that is not where the configuration was found, posting nothing', async () => {
    const lms = await mockLms({ issuer: () => 'https://another-lms.example.org' });
    const response = await registerDynamically(fromLms(lms));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/issuer https:\/\/another-lms\.example\.org/);
    expect(lms.received).toHaveLength(0);
    expect(await platformRows('https://another-lms.example.org')).toHaveLength(0);
  });

  it('refuses an issuer on the same host whose path the configuration is not under', async () => {
    const lms = await mockLms({ issuer: (at) => `${at}/tenant-a` });
    const response = await registerDynamically(fromLms(lms));
    expect(response.statusCode).toBe(400);
    expect(lms.received).toHaveLength(0);
  });

  it('says the registration endpoint failed and stores nothing', async () => {
    const lms = await mockLms({ registrationStatus: 500 });
    const response = await registerDynamically(fromLms(lms));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: "The LMS refused Sparked's registration (500). Start again from the LMS.",
      message: { id: 'lti.registration.refused', values: { status: 500 } },
    });
    // The admin reads it in their language, from the same catalogue (decision 0046).
    expect(sentenceIn('fil', response.json().error, response.json().message)).toBe(
      'Tinanggihan ng LMS ang pagpaparehistro ng Sparked (500). Magsimula ulit mula sa LMS.',
    );
    expect(lms.received).toHaveLength(1);
    expect(await platformRows(lms.origin)).toHaveLength(0);
  });

  it('without the registration token, sends no token and reports the LMS refusing it', async () => {
    const lms = await mockLms();
    const response = await registerDynamically(fromLms(lms, null));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/did not accept the registration token/);
    expect(lms.received[0]?.authorization).toBeUndefined();
    expect(await platformRows(lms.origin)).toHaveLength(0);
  });

  it('with a wrong registration token, reports the LMS refusing it', async () => {
    const lms = await mockLms();
    const response = await registerDynamically(fromLms(lms, 'not-the-token'));
    expect(response.statusCode).toBe(400);
    expect(lms.received[0]?.authorization).toBe('Bearer not-the-token');
    expect(await platformRows(lms.origin)).toHaveLength(0);
  });

  it('refuses a configuration without a registration endpoint or without RS256', async () => {
    const noEndpoint = await mockLms({ configuration: { registration_endpoint: undefined } });
    const first = await registerDynamically(fromLms(noEndpoint));
    expect(first.statusCode).toBe(400);
    expect(first.json().error).toMatch(/registration_endpoint/);
    const noRsa = await mockLms({
      configuration: { id_token_signing_alg_values_supported: ['ES256'] },
    });
    const second = await registerDynamically(fromLms(noRsa));
    expect(second.statusCode).toBe(400);
    expect(second.json().error).toMatch(/RS256/);
    expect([...noEndpoint.received, ...noRsa.received]).toHaveLength(0);
  });

  it('refuses a missing or non-https configuration address with a 400 naming the field', async () => {
    const missing = await registerDynamically({ registrationToken: 'abc' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0].path).toBe('openidConfiguration');
    const plain = await registerDynamically({
      openidConfiguration: 'http://lms.example.org/.well-known/openid-configuration',
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().issues[0].path).toBe('openidConfiguration');
  });

  it('says so when the LMS cannot be reached', async () => {
    const lms = await mockLms();
    const gone = lms.configurationUrl;
    await lms.close();
    lmses.splice(lmses.indexOf(lms), 1);
    const response = await registerDynamically({ openidConfiguration: gone });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/could not reach the LMS's OpenID configuration/);
    expect(response.json().message).toMatchObject({
      id: 'lti.registration.could-not-reach',
      values: { what: 'configuration' },
    });
  });

  it('is for admins only', async () => {
    const lms = await mockLms();
    for (const role of ['facilitator', 'student'] as const) {
      const { accessToken } = await signIn(t.app, (await createUser(t.database.db, role)).email);
      expect((await registerDynamically(fromLms(lms), bearer(accessToken))).statusCode).toBe(403);
      expect((await approve('00000000-0000-4000-8000-000000000000', accessToken)).statusCode).toBe(
        403,
      );
      const settings = await t.app.inject({
        url: '/sparked-api/lti/tool',
        headers: bearer(accessToken),
      });
      expect(settings.statusCode).toBe(403);
    }
    expect(lms.received).toHaveLength(0);
  });
});

describe('what an admin pastes into the LMS', () => {
  it("answers the tool's addresses from PUBLIC_URL", async () => {
    const response = await t.app.inject({
      url: '/sparked-api/lti/tool',
      headers: bearer(admin.accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      loginUrl: `${origin}/lti/login`,
      launchUrl: `${origin}/lti/launch`,
      jwksUrl: `${origin}/lti/jwks`,
      deepLinkingUrl: `${origin}/lti/launch`,
      dynamicRegistrationUrl: `${origin}/lms-registration`,
    });
  });

  it('lets any LMS frame the registration page, and no site frame the rest', async () => {
    // The web app served, as in production: its pages are the catch-all route.
    const dist = await mkdtemp(path.join(tmpdir(), 'sparked-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Sparked</title>');
    const database = await openTestDatabase();
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: dist, PUBLIC_URL: origin }),
      database,
      rateLimitStore: createMemoryStore(),
    });
    const registration = await app.inject({ url: '/lms-registration?openid_configuration=x' });
    expect(registration.statusCode).toBe(200);
    expect(registration.headers['content-security-policy']).toMatch(/frame-ancestors \*/);
    expect(registration.headers['x-frame-options']).toBeUndefined();
    expect(registration.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    for (const url of ['/educator/lti', '/lms-registration/other', '/sign-in']) {
      const other = await app.inject({ url });
      expect(other.statusCode, url).toBe(200);
      expect(other.headers['content-security-policy'], url).toMatch(/frame-ancestors 'self'/);
    }
    await app.close();
    await database.close();
    await rm(dist, { recursive: true });
  });

  it('matches issuers to configuration addresses by origin and path prefix', () => {
    const cases: Array<[string, string, boolean]> = [
      ['https://lms.example.org', 'https://lms.example.org/.well-known/openid-configuration', true],
      [
        'https://lms.example.org/',
        'https://lms.example.org/mod/lti/openid-configuration.php',
        true,
      ],
      ['https://lms.example.org/t1', 'https://lms.example.org/t1/openid', true],
      ['https://lms.example.org/t1', 'https://lms.example.org/t10/openid', false],
      ['https://lms.example.org', 'https://lms.example.org.evil.test/openid', false],
      ['https://lms.example.org', 'http://lms.example.org/openid', false],
      ['https://lms.example.org', 'https://lms.example.org:8443/openid', false],
    ];
    for (const [issuer, address, expected] of cases)
      expect(issuerMatches(issuer, address), `${issuer} ${address}`).toBe(expected);
  });
});
