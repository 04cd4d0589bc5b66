import { execFileSync } from 'node:child_process';
import {
  createPublicKey,
  type JsonWebKey as NodeJwk,
  randomUUID,
  verify as verifyEd25519,
} from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import {
  type CompactJWSHeaderParameters,
  CompactSign,
  decodeProtectedHeader,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTPayload,
  jwtVerify,
} from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { certificateStatusEntries, certificates } from '../src/db/schema';
import { createCertificateService } from '../src/modules/certificates/service';
import { loadSigningKeys, rotateSigningKey } from '../src/modules/core/signing-keys';
import { expandStrictly, undefinedTerms, withoutJti } from './support/json-ld';
import { publishedModule } from './support/modules';
import { createTestApp, type TestApp } from './support/test-app';
import { bearer, createUser, registerStudent, signIn } from './support/users';

let t: TestApp;
let author: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://sparked.example.org/' });
  const token = async (role: 'facilitator' | 'admin') =>
    (await signIn(t.app, (await createUser(t.database.db, role)).email)).accessToken;
  author = await token('facilitator');
  admin = await token('admin');
});
afterAll(() => t.close());

const origin = 'https://sparked.example.org';
const openBadges = `${origin}/sparked-api/open-badges`;

/** A decoded credential: read loosely, every member the test uses is asserted as it goes. */
type Claims = JWTPayload & {
  [member: string]: unknown;
  id: string;
  validFrom: string;
  issuer: { id: string } & Record<string, unknown>;
  credentialSubject: { id: string; encodedList: string } & Record<string, unknown>;
  credentialStatus: Record<string, string>;
};

/** A compact JWS's three parts. */
const parts = (token: string) => token.split('.') as [string, string, string];

/** GETs a URL a credential names, through the app, as an outside verifier would over HTTP. */
async function dereference(url: string) {
  expect(url.startsWith(`${origin}/`)).toBe(true);
  const response = await t.app.inject({ method: 'GET', url: url.slice(origin.length) });
  return { status: response.statusCode, headers: response.headers, text: response.body };
}

/**
 * Verifies a VC-JWT as an outside verifier does, with `jose` only: the `kid` fetched for the key
 * (OB 3.0 §8.2), the signature, `typ`, and that `nbf`/`exp` allow it now.
 */
async function verifyAsOutsider(token: string) {
  const { kid } = decodeProtectedHeader(token);
  const key = await dereference(String(kid));
  expect(key.status).toBe(200);
  expect(key.headers['access-control-allow-origin']).toBe('*');
  const jwk = JSON.parse(key.text) as JWK;
  expect(jwk).not.toHaveProperty('d');
  expect(jwk.kid).toBe(kid);
  const { payload, protectedHeader } = await jwtVerify(token, await importJWK(jwk, 'EdDSA'), {
    algorithms: ['EdDSA'],
    typ: 'JWT',
  });
  return { payload: payload as Claims, protectedHeader, jwk };
}

/** The bit of a Bitstring Status List credential at an index, decoded by hand (node:zlib). */
function statusBit(listCredential: Claims, index: number) {
  const encoded = listCredential.credentialSubject.encodedList;
  expect(encoded.startsWith('u')).toBe(true);
  const bits = gunzipSync(Buffer.from(encoded.slice(1), 'base64url'));
  expect(bits.length).toBeGreaterThanOrEqual(16_384);
  return ((bits[index >> 3] ?? 0) >> (7 - (index % 8))) & 1;
}

async function statusOf(credential: Claims) {
  const { statusListCredential, statusListIndex } = credential.credentialStatus;
  const served = await dereference(String(statusListCredential));
  expect(served.status).toBe(200);
  const { payload } = await verifyAsOutsider(served.text);
  return { bit: statusBit(payload, Number(statusListIndex)), served, list: payload };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(token: string | null, method: Method, url: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url: `/sparked-api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    raw: response.rawPayload,
    body: String(response.headers['content-type'] ?? '').includes('json')
      ? response.json()
      : undefined,
  };
}

/** A listed one-activity module a new student enrolled in through the academy. */
async function enrolled() {
  const { moduleId, activityId } = await publishedModule(t.app, author, {
    title: 'Photosynthesis',
    listedInAcademy: true,
  });
  const session = await registerStudent(t.app);
  const student = session.accessToken;
  const { classId } = (await call(student, 'POST', `/academy/modules/${moduleId}/enrol`)).body.data;
  const complete = (inClass = classId) =>
    call(
      student,
      'POST',
      `/player/classes/${inClass}/modules/${moduleId}/activities/${activityId}/complete`,
      {
        statementId: randomUUID(),
      },
    );
  return { moduleId, student, complete, email: session.user.email };
}

/** A certificate's PDF as its reader's viewer extracts the text (poppler's pdftotext). */
async function pdfText(id: string, headers: Record<string, string>) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/sparked-api/certificates/${id}/pdf`,
    headers,
  });
  const file = path.join(tmpdir(), `certificate-${randomUUID()}.pdf`);
  writeFileSync(file, response.rawPayload);
  try {
    return execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(file, { force: true });
  }
}

describe('certificates', () => {
  it('are issued once on completing a module, public to verify, with a PDF', async () => {
    const { student, complete } = await enrolled();
    const first = (await complete()).body.data.completion;
    const again = (await complete()).body.data.completion;
    const mine = await call(student, 'GET', '/my/certificates');
    expect(mine.body.data).toHaveLength(1);
    const [certificate] = mine.body.data;
    // The completion that issued it links to it; a later one issues nothing.
    expect(first).toMatchObject({ moduleCompleted: true, certificateId: certificate.id });
    expect(again.certificateId).toBeNull();
    // The wallet history says what was finished, in words, not the reward rule's reference.
    const ledger = await t.app.inject({
      method: 'GET',
      url: '/tools-api/wallets/ledger',
      headers: bearer(student),
    });
    const reasons = ledger.json().data.entries.map((entry: { reason: string }) => entry.reason);
    expect(reasons).toContainEqual(expect.stringMatching(/^Completed “.+” in Photosynthesis$/));
    expect(reasons).toContain('Finished the module “Photosynthesis”');
    expect(reasons.join()).not.toContain('Reward for');
    expect(certificate).toMatchObject({
      learner: 'Test S.',
      module: { title: 'Photosynthesis', version: 1 },
      issuer: { name: 'Sparked', url: 'https://sparked.example.org' },
      status: 'valid',
      url: `https://sparked.example.org/certificates/${certificate.id}`,
    });
    const page = await call(null, 'GET', `/certificates/${certificate.id}`);
    expect(page.body.data.status).toBe('valid');
    const pdf = await call(null, 'GET', `/certificates/${certificate.id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.raw.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call(null, 'GET', `/certificates/${randomUUID()}`)).status).toBe(404);
  });

  it("print in the learner's language: Filipino when their account chose it (decision 0046)", async () => {
    const { student, complete } = await enrolled();
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/sso/auth/me/locale',
      headers: bearer(student),
      payload: { locale: 'fil' },
    });
    expect(chosen.statusCode).toBe(200);
    await complete();
    const [certificate] = (await call(student, 'GET', '/my/certificates')).body.data;
    expect(await pdfText(certificate.id, { 'accept-language': 'en-US' })).toContain(
      'Sertipiko ng Pagkumpleto',
    );

    // A learner who chose no language: the asker's browser's, else English.
    const other = await enrolled();
    await other.complete();
    const [theirs] = (await call(other.student, 'GET', '/my/certificates')).body.data;
    expect(await pdfText(theirs.id, { 'accept-language': 'fil-PH' })).toContain(
      'Sertipiko ng Pagkumpleto',
    );
    expect(await pdfText(theirs.id, {})).toContain('Certificate of completion');
  });

  it('carry an Open Badges 3.0 credential that verifies, and fails when changed or forged', async () => {
    const { student, complete, email } = await enrolled();
    await complete();
    const [certificate] = (await call(student, 'GET', '/my/certificates')).body.data;
    const [header, payload, signature] = certificate.credential.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({
      alg: 'EdDSA',
      kid: expect.stringMatching(`^${openBadges}/keys/`),
      typ: 'JWT',
    });
    const credential = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(credential).toMatchObject({
      '@context': ['https://www.w3.org/ns/credentials/v2', expect.stringContaining('ob/v3p0')],
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: `${openBadges}/issuer` },
      credentialSubject: { achievement: { name: 'Photosynthesis' } },
    });
    expect(JSON.stringify(credential)).not.toContain(email);

    const verify = (token: string) =>
      call(null, 'POST', '/certificates/verify', { credential: token });
    expect((await verify(certificate.credential)).body.data).toMatchObject({
      result: 'valid',
      certificate: { id: certificate.id },
    });
    const changed = Buffer.from(
      JSON.stringify({ ...credential, name: 'Quantum physics' }),
    ).toString('base64url');
    expect((await verify(`${header}.${changed}.${signature}`)).body.data).toMatchObject({
      result: 'invalid',
      reason: 'The signature does not match: the credential was changed after signing.',
    });
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const forged = await new CompactSign(Buffer.from(JSON.stringify(credential)))
      .setProtectedHeader({ alg: 'EdDSA', kid: 'someone-else', typ: 'JWT' })
      .sign(privateKey);
    expect((await verify(forged)).body.data.result).toBe('invalid');
    expect((await verify('not a credential')).body.data.result).toBe('invalid');
  });

  it('are revoked by admins only, with a reason the page and the check show', async () => {
    const { student, complete } = await enrolled();
    await complete();
    const [certificate] = (await call(student, 'GET', '/my/certificates')).body.data;
    const url = `/certificates/${certificate.id}/revoke`;
    expect((await call(student, 'POST', url, { reason: 'x' })).status).toBe(403);
    const revoked = await call(admin, 'POST', url, { reason: 'Completed by someone else.' });
    expect(revoked.body.data).toMatchObject({
      status: 'revoked',
      revokedReason: 'Completed by someone else.',
    });
    const check = await call(null, 'POST', '/certificates/verify', {
      credential: certificate.credential,
    });
    expect(check.body.data).toMatchObject({
      result: 'revoked',
      reason: 'Completed by someone else.',
    });
  });
});

describe('Open Badges 3.0 VC-JWT (OB 3.0 §8.2), as an outside verifier checks it', () => {
  it('restates the credential in its claims, with only alg, kid and typ in its header', async () => {
    const { student, complete } = await enrolled();
    await complete();
    const [certificate] = (await call(student, 'GET', '/my/certificates')).body.data;
    const token: string = certificate.credential;
    const { payload, protectedHeader, jwk } = await verifyAsOutsider(token);
    expect(Object.keys(protectedHeader).sort()).toEqual(['alg', 'kid', 'typ']);
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', typ: 'JWT' });
    // The payload is the credential itself (no `vc` wrapper), its claims restating it.
    expect(payload).not.toHaveProperty('vc');
    expect(payload.iss).toBe(payload.issuer.id);
    expect(payload.iss).toBe(`${openBadges}/issuer`);
    expect(payload.jti).toBe(payload.id);
    expect(payload.jti).toBe(`urn:uuid:${certificate.id}`);
    expect(payload.nbf).toBe(Date.parse(payload.validFrom) / 1000);
    expect(payload.sub).toBe(payload.credentialSubject.id);
    expect(payload.sub).toMatch(
      /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(payload).not.toHaveProperty('validUntil');
    expect(payload).not.toHaveProperty('exp');
    // The hashed email stays beside the subject id.
    expect((payload.credentialSubject.identifier as unknown[])[0]).toMatchObject({
      type: 'IdentityObject',
      identityType: 'emailAddress',
      hashed: true,
      identityHash: expect.stringMatching(/^sha256\$[0-9a-f]{64}$/),
    });
    // The same Ed25519 signature, checked without jose.
    const [header, body, signature] = parts(token);
    const publicKey = createPublicKey({ key: jwk as NodeJwk, format: 'jwk' });
    expect(
      verifyEd25519(
        null,
        Buffer.from(`${header}.${body}`),
        publicKey,
        Buffer.from(signature, 'base64url'),
      ),
    ).toBe(true);
    // Strict JSON-LD expansion with the published contexts held offline: every member is a term
    // the VC 2.0 or Open Badges 3.0 context defines, the JWT claims too, but for `jti`, which OB
    // requires and no context defines (decision 0027).
    expect(await undefinedTerms(payload)).toEqual(['jti']);
    const [expanded] = await expandStrictly(withoutJti(payload));
    expect(expanded?.['https://www.w3.org/2018/credentials#credentialStatus']).toEqual([
      expect.objectContaining({
        '@type': ['https://www.w3.org/ns/credentials/status#BitstringStatusListEntry'],
      }),
    ]);
    expect(payload.credentialStatus).toEqual({
      id: `${payload.credentialStatus.statusListCredential}#${payload.credentialStatus.statusListIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: expect.stringMatching(/^(0|[1-9][0-9]*)$/),
      statusListCredential: expect.stringMatching(`^${openBadges}/status-lists/[0-9]+$`),
    });
  });

  it("names the learner by the same id in each credential, one that isn't theirs elsewhere", async () => {
    const { student, complete } = await enrolled();
    await complete();
    const other = await publishedModule(t.app, author, { title: 'Osmosis', listedInAcademy: true });
    const { classId } = (await call(student, 'POST', `/academy/modules/${other.moduleId}/enrol`))
      .body.data;
    await call(
      student,
      'POST',
      `/player/classes/${classId}/modules/${other.moduleId}/activities/${other.activityId}/complete`,
      { statementId: randomUUID() },
    );
    const mine = (await call(student, 'GET', '/my/certificates')).body.data;
    expect(mine).toHaveLength(2);
    const subjects = mine.map(
      (certificate: { credential: string }) =>
        JSON.parse(Buffer.from(parts(certificate.credential)[1], 'base64url').toString()).sub,
    );
    expect(subjects[0]).toBe(subjects[1]);
    const profile = await t.app.inject({ url: '/sso/auth/me', headers: bearer(student) });
    expect(subjects[0]).not.toContain(profile.json().data.id);
  });

  it('has an issuer and an achievement that resolve to public JSON', async () => {
    const { student, complete, moduleId } = await enrolled();
    await complete();
    const [certificate] = (await call(student, 'GET', '/my/certificates')).body.data;
    const { payload } = await verifyAsOutsider(certificate.credential);
    const issuer = await dereference(payload.issuer.id);
    expect(issuer.status).toBe(200);
    expect(issuer.headers['content-type']).toContain('application/json');
    expect(JSON.parse(issuer.text)).toMatchObject({
      '@context': payload['@context'],
      id: payload.issuer.id,
      type: ['Profile'],
      name: 'Sparked',
      url: origin,
    });
    const achievement = payload.credentialSubject.achievement as { id: string };
    expect(achievement.id).toBe(`${openBadges}/achievements/${moduleId}`);
    const served = await dereference(achievement.id);
    expect(served.status).toBe(200);
    expect(JSON.parse(served.text)).toEqual({ '@context': payload['@context'], ...achievement });
    await expandStrictly(JSON.parse(issuer.text));
    await expandStrictly(JSON.parse(served.text));
    expect((await dereference(`${openBadges}/achievements/${randomUUID()}`)).status).toBe(404);
    // The human verification page's data is as before.
    expect((await call(null, 'GET', `/certificates/${certificate.id}`)).body.data.status).toBe(
      'valid',
    );
  });

  it('shows a revocation in the public status list: bit 0 before, 1 after', async () => {
    const { student, complete } = await enrolled();
    await complete();
    const [certificate] = (await call(student, 'GET', '/my/certificates')).body.data;
    const { payload } = await verifyAsOutsider(certificate.credential);
    const before = await statusOf(payload);
    expect(before.bit).toBe(0);
    expect(before.served.headers['content-type']).toMatch(/^application\/vc\+jwt/);
    expect(before.served.headers['cache-control']).toBe('public, max-age=60');
    expect(before.list).toMatchObject({
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      id: payload.credentialStatus.statusListCredential,
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      issuer: payload.issuer.id,
      credentialSubject: {
        id: `${payload.credentialStatus.statusListCredential}#list`,
        type: 'BitstringStatusList',
        statusPurpose: 'revocation',
      },
    });
    expect(await undefinedTerms(before.list)).toEqual(['jti']);
    await expandStrictly(withoutJti(before.list));
    expect(before.list.iss).toBe(before.list.issuer);
    expect(before.list.jti).toBe(before.list.id);
    expect(before.list.sub).toBe(before.list.credentialSubject.id);
    await call(admin, 'POST', `/certificates/${certificate.id}/revoke`, { reason: 'Copied.' });
    expect((await statusOf(payload)).bit).toBe(1);
    expect((await dereference(`${openBadges}/status-lists/999999`)).status).toBe(404);
  });

  it('fails when any claim, the credential or the header is changed', async () => {
    const { student, complete } = await enrolled();
    await complete();
    const [certificate] = (await call(student, 'GET', '/my/certificates')).body.data;
    const token: string = certificate.credential;
    const [header, body, signature] = parts(token);
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const changes: Record<string, object> = {
      iss: { iss: 'https://elsewhere.example' },
      jti: { jti: `urn:uuid:${randomUUID()}` },
      nbf: { nbf: payload.nbf - 1 },
      sub: { sub: `urn:uuid:${randomUUID()}` },
      exp: { exp: payload.nbf + 60 },
      subject: { credentialSubject: { ...payload.credentialSubject, id: 'urn:uuid:x' } },
      status: { credentialStatus: { ...payload.credentialStatus, statusListIndex: '1' } },
      validFrom: { validFrom: '2020-01-01T00:00:00Z' },
    };
    const verify = (credential: string) =>
      call(null, 'POST', '/certificates/verify', { credential });
    for (const [claim, change] of Object.entries(changes)) {
      const tampered = `${header}.${encode({ ...payload, ...change })}.${signature}`;
      await expect(verifyAsOutsider(tampered), claim).rejects.toThrow();
      expect((await verify(tampered)).body.data.result, claim).toBe('invalid');
    }
    const otherHeader = encode({ ...decodeProtectedHeader(token), typ: 'vc+jwt' });
    await expect(verifyAsOutsider(`${otherHeader}.${body}.${signature}`)).rejects.toThrow();
    // Signed with Sparked's own key but claims that do not restate the credential: refused too.
    const keys = await loadSigningKeys(t.database.db);
    const misstated = await new CompactSign(Buffer.from(JSON.stringify({ ...payload, sub: 'x' })))
      .setProtectedHeader(decodeProtectedHeader(token) as CompactJWSHeaderParameters)
      .sign(keys.privateKey);
    expect((await verify(misstated)).body.data).toMatchObject({
      result: 'invalid',
      reason: "The credential's claims do not match what it states.",
    });
  });

  it('begins a new status list when one is full, each index used once', async () => {
    const keys = await loadSigningKeys(t.database.db);
    const small = createCertificateService({
      db: t.database.db,
      keys,
      issuer: { url: origin, name: 'Sparked' },
      statusListCapacity: 2,
    });
    const { moduleId } = await publishedModule(t.app, author, { title: 'Tides' });
    const issued: string[] = [];
    for (let learner = 0; learner < 5; learner++) {
      const { user } = await registerStudent(t.app);
      const id = await small.issue(t.database.db, {
        userId: user.id,
        classId: null as unknown as string,
        moduleId,
        version: 1,
        title: 'Tides',
        description: '',
      });
      if (id) issued.push(id);
    }
    expect(issued).toHaveLength(5);
    const entries = await t.database.db
      .select()
      .from(certificateStatusEntries)
      .where(inArray(certificateStatusEntries.certificateId, issued));
    const lists = new Set(entries.map((entry) => entry.listId));
    expect(lists.size).toBe(3);
    for (const list of lists)
      expect(entries.filter((entry) => entry.listId === list).length).toBeLessThanOrEqual(2);
    expect(entries.every((entry) => entry.statusIndex >= 0 && entry.statusIndex < 2)).toBe(true);
  });

  it('re-issues a certificate issued before status entries, still recognising the old one', async () => {
    const { student, complete } = await enrolled();
    await complete();
    const [certificate] = (await call(student, 'GET', '/my/certificates')).body.data;
    const keys = await loadSigningKeys(t.database.db);
    const current = JSON.parse(
      Buffer.from(parts(certificate.credential)[1], 'base64url').toString(),
    );
    // The form credentials had before: the platform's address as issuer, no subject id or status.
    const { iss, jti, nbf, sub, credentialStatus, ...older } = current;
    const legacyCredential = {
      ...older,
      issuer: { id: origin, type: ['Profile'], name: 'Sparked', url: origin },
      credentialSubject: { ...older.credentialSubject, id: undefined },
    };
    const legacy = await new CompactSign(Buffer.from(JSON.stringify(legacyCredential)))
      .setProtectedHeader({ alg: 'EdDSA', kid: keys.kid, typ: 'vc+jwt', cty: 'vc' })
      .sign(keys.privateKey);
    await t.database.db
      .delete(certificateStatusEntries)
      .where(eq(certificateStatusEntries.certificateId, certificate.id));
    await t.database.db
      .update(certificates)
      .set({ credential: legacy })
      .where(eq(certificates.id, certificate.id));
    const service = createCertificateService({
      db: t.database.db,
      keys,
      issuer: { url: origin, name: 'Sparked' },
    });
    expect(await service.reissueWithoutStatus()).toBeGreaterThanOrEqual(1);
    const reissued = (await service.get(certificate.id)).credential;
    expect(reissued).not.toBe(legacy);
    const { payload } = await verifyAsOutsider(reissued);
    expect(payload).toMatchObject({
      id: `urn:uuid:${certificate.id}`,
      validFrom: current.validFrom,
      sub: current.sub,
      credentialSubject: { identifier: current.credentialSubject.identifier },
    });
    expect((await statusOf(payload)).bit).toBe(0);
    expect((await service.verify(legacy)).result).toBe('valid');
    expect((await service.verify(reissued)).result).toBe('valid');
    expect(await service.reissueWithoutStatus()).toBe(0);
  });
});

describe('key rotation', () => {
  it('keeps certificates signed by a retired key verifiable', async () => {
    const { student, complete } = await enrolled();
    await complete();
    const [certificate] = (await call(student, 'GET', '/my/certificates')).body.data;
    const before = await loadSigningKeys(t.database.db);
    await rotateSigningKey(t.database.db);
    const after = await loadSigningKeys(t.database.db);
    expect(after.kid).not.toBe(before.kid);
    expect(after.jwks.keys.map((key) => key.kid)).toEqual(
      expect.arrayContaining([before.kid, after.kid]),
    );
    const restarted = createCertificateService({
      db: t.database.db,
      keys: after,
      issuer: { url: 'https://sparked.example.org', name: 'Sparked' },
    });
    expect((await restarted.verify(certificate.credential)).result).toBe('valid');
    // An outside verifier still finds the retired key at the old credential's kid, and reads its
    // status list, now signed with the new key, whose kid resolves as well.
    const { payload } = await verifyAsOutsider(certificate.credential);
    const listId = Number(String(payload.credentialStatus.statusListCredential).split('/').pop());
    const list = await restarted.statusList(listId);
    expect(decodeProtectedHeader(list).kid).toBe(`${openBadges}/keys/${after.kid}`);
    const read = await verifyAsOutsider(list);
    expect(statusBit(read.payload, Number(payload.credentialStatus.statusListIndex))).toBe(0);
  });
});

describe.runIf(inject('databaseTarget').kind === 'postgres')(
  'certificates under concurrency',
  () => {
    it('issues one certificate when a module is completed in two classes at once', async () => {
      const { moduleId, student, complete } = await enrolled();
      const teacherClass = await call(author, 'POST', '/classes', { name: 'Biology' });
      const classId = teacherClass.body.data.id;
      await call(author, 'PUT', `/classes/${classId}/modules`, { modules: [{ moduleId }] });
      const me = (await call(student, 'GET', '/my/classes')).body.data;
      expect(me).toHaveLength(1);
      const profile = await t.app.inject({ url: '/sso/auth/me', headers: bearer(student) });
      await call(author, 'POST', `/classes/${classId}/students`, {
        email: profile.json().data.email,
      });
      await Promise.all([complete(), complete(classId), complete(), complete(classId)]);
      expect((await call(student, 'GET', '/my/certificates')).body.data).toHaveLength(1);
    });

    it('gives certificates issued at once distinct status indexes, however they collide', async () => {
      const small = createCertificateService({
        db: t.database.db,
        keys: await loadSigningKeys(t.database.db),
        issuer: { url: origin, name: 'Sparked' },
        statusListCapacity: 3,
      });
      const { moduleId } = await publishedModule(t.app, author, { title: 'Currents' });
      const learners = await Promise.all(
        Array.from({ length: 8 }, async () => (await registerStudent(t.app)).user.id),
      );
      const issued = await Promise.all(
        learners.map((userId) =>
          t.database.db.transaction((tx) =>
            small.issue(tx, {
              userId,
              classId: null as unknown as string,
              moduleId,
              version: 1,
              title: 'Currents',
              description: '',
            }),
          ),
        ),
      );
      const ids = issued.filter((id): id is string => id !== null);
      expect(ids).toHaveLength(8);
      const entries = await t.database.db
        .select()
        .from(certificateStatusEntries)
        .where(inArray(certificateStatusEntries.certificateId, ids));
      expect(entries).toHaveLength(8);
      const slots = new Set(entries.map((entry) => `${entry.listId}:${entry.statusIndex}`));
      expect(slots.size).toBe(8);
      for (const list of new Set(entries.map((entry) => entry.listId)))
        expect(entries.filter((entry) => entry.listId === list).length).toBeLessThanOrEqual(3);
    });
  },
);
