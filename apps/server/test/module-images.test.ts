import { moduleImageLimits } from '@sparked/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentenceIn } from '../src/i18n/catalogues';
import { createTestApp, type TestApp } from './support/test-app';
import { multipart, png } from './support/uploads';
import { bearer, createUser, signIn } from './support/users';

let t: TestApp;
let owner: string;
let viewer: { id: string; token: string };
let moduleId: string;

beforeAll(async () => {
  t = await createTestApp();
  const person = async () => {
    const user = await createUser(t.database.db, 'facilitator');
    return { ...user, token: (await signIn(t.app, user.email)).accessToken };
  };
  owner = (await person()).token;
  viewer = await person();
  const created = await t.app.inject({
    method: 'POST',
    url: '/sparked-api/modules',
    headers: bearer(owner),
    payload: { title: 'Leaves' },
  });
  moduleId = created.json().data.id;
  const invited = await t.app.inject({
    method: 'POST',
    url: '/sparked-api/module-authors/',
    headers: bearer(owner),
    payload: {
      module_id: moduleId,
      email: (
        await t.database.db.query.users.findFirst({
          where: (users, { eq }) => eq(users.id, viewer.id),
        })
      )?.email,
      role: 'viewer',
    },
  });
  expect(invited.statusCode).toBe(201);
});
afterAll(() => t.close());

async function upload(token: string, value: Buffer, fileName = 'leaf.png', field = 'file') {
  const { payload, headers } = multipart([{ name: field, value, fileName }]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/sparked-api/modules/${moduleId}/images`,
    payload,
    headers: { ...headers, ...bearer(token) },
  });
  return { status: response.statusCode, body: response.json() };
}

describe('module images', () => {
  it('stores an upload as a WebP no wider than the limit and serves it to anyone, safely', async () => {
    const wide = await png(moduleImageLimits.maxWidth + 500, 100);
    const uploaded = await upload(owner, wide);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.data).toMatchObject({ width: moduleImageLimits.maxWidth, height: 80 });
    expect(uploaded.body.data.src).toMatch(/^\/sparked-api\/module-images\/[0-9a-f-]{36}\.webp$/);

    // A browser asks for compression; an image is sent as stored, not re-encoded.
    const served = await t.app.inject({
      url: uploaded.body.data.src,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-encoding']).toBeUndefined();
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('refuses viewers, non-images, disguised files and the wrong field with sentences', async () => {
    expect((await upload(viewer.token, await png())).status).toBe(403);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const notAnImage = await upload(owner, html, 'leaf.png');
    expect(notAnImage).toMatchObject({
      status: 415,
      body: {
        error: '"leaf.png" is not an image. Attach PNG, JPEG, WebP or GIF images.',
        message: {
          id: 'files.image.not-an-image',
          values: { named: 'yes', file: 'leaf.png', kind: 'image' },
        },
      },
    });
    // The author reads it in their language, from the same catalogue (decision 0046).
    expect(sentenceIn('fil', notAnImage.body.error, notAnImage.body.message)).toBe(
      'Hindi larawan ang "leaf.png". Mag-attach ng mga larawan na PNG, JPEG, WebP o GIF.',
    );
    const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await upload(owner, Buffer.concat([header, html]))).status).toBe(415);
    expect(await upload(owner, await png(), 'leaf.png', 'picture')).toMatchObject({
      status: 400,
      body: { error: 'Send the image in a field named "file".' },
    });
    const json = await t.app.inject({
      method: 'POST',
      url: `/sparked-api/modules/${moduleId}/images`,
      headers: bearer(owner),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('answers 404 for names it never made, and refuses names that are not image names', async () => {
    const unknown = await t.app.inject({
      url: '/sparked-api/module-images/00000000-0000-4000-8000-000000000000.webp',
    });
    expect(unknown.statusCode).toBe(404);
    const traversal = await t.app.inject({
      url: '/sparked-api/module-images/..%2F..%2Fetc%2Fpasswd',
    });
    expect(traversal.statusCode).toBe(400);
  });
});
