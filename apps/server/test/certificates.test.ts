import { randomUUID } from 'node:crypto';
import { CompactSign, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCertificateService } from '../src/modules/certificates/service';
import { loadSigningKeys, rotateSigningKey } from '../src/modules/core/signing-keys';
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

  it('carry an Open Badges 3.0 credential that verifies, and fails when changed or forged', async () => {
    const { student, complete, email } = await enrolled();
    await complete();
    const [certificate] = (await call(student, 'GET', '/my/certificates')).body.data;
    const [header, payload, signature] = certificate.credential.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({
      alg: 'EdDSA',
      typ: 'vc+jwt',
      cty: 'vc',
    });
    const credential = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(credential).toMatchObject({
      '@context': ['https://www.w3.org/ns/credentials/v2', expect.stringContaining('ob/v3p0')],
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: 'https://sparked.example.org' },
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
      .setProtectedHeader({ alg: 'EdDSA', kid: 'someone-else', typ: 'vc+jwt' })
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
  },
);
