import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, callApi, tokenOf } from './support/api';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let author: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenOf(t, 'admin');
  author = await tokenOf(t, 'facilitator');
});
afterAll(() => t.close());

const call = (...args: ApiCall) => callApi(t, ...args);

/** A module with one unit; answers the ids an activity needs. */
async function unit() {
  const module = await call(author, 'POST', '/modules', { title: 'Waves' });
  const moduleId = module.body.data.id;
  const section = await call(author, 'POST', `/modules/${moduleId}/sections`, { title: 'S' });
  const created = await call(author, 'POST', `/modules/${moduleId}/units`, {
    sectionId: section.body.data.id,
    title: 'U',
  });
  return { moduleId, unitId: created.body.data.id as string };
}

describe('embeddable hosts', () => {
  it('starts with common school sites, which any educator can read', async () => {
    const list = await call(author, 'GET', '/embeddable-hosts');
    expect(list.body.data.map((entry: { host: string }) => entry.host)).toContain(
      'phet.colorado.edu',
    );
  });

  it('lets admins add (normalised) and remove hosts, and nobody else', async () => {
    const added = await call(admin, 'POST', '/embeddable-hosts', {
      host: '  Lab.Example.ORG ',
      note: 'Our virtual lab',
    });
    expect(added).toMatchObject({ status: 201, body: { data: { host: 'lab.example.org' } } });
    expect(
      (await call(admin, 'POST', '/embeddable-hosts', { host: 'lab.example.org' })).status,
    ).toBe(409);
    const url = await call(admin, 'POST', '/embeddable-hosts', { host: 'https://x.org/page' });
    expect(url.body.error).toMatch(/without https:\/\/ or a path/);
    expect(
      (await call(author, 'POST', '/embeddable-hosts', { host: 'mine.example.org' })).status,
    ).toBe(403);
    expect((await call(author, 'DELETE', '/embeddable-hosts/lab.example.org')).status).toBe(403);
    expect((await call(admin, 'DELETE', '/embeddable-hosts/lab.example.org')).status).toBe(204);
    expect((await call(admin, 'DELETE', '/embeddable-hosts/lab.example.org')).status).toBe(404);
  });

  it('lets pages frame exactly the listed hosts, from the moment an admin changes the list', async () => {
    const frameSrc = async () =>
      String((await t.app.inject('/readyz')).headers['content-security-policy'])
        .split(/;\s*/)
        .find((directive) => directive.startsWith('frame-src '));
    expect(await frameSrc()).not.toContain('https://sim.example.org');
    await call(admin, 'POST', '/embeddable-hosts', { host: 'sim.example.org' });
    expect(await frameSrc()).toContain(' https://sim.example.org');
    await call(admin, 'DELETE', '/embeddable-hosts/sim.example.org');
    expect(await frameSrc()).not.toContain('https://sim.example.org');
  });

  it('refuses to save content that frames a site not on the list, and says which and where', async () => {
    const { moduleId, unitId } = await unit();
    const refused = await call(author, 'POST', `/modules/${moduleId}/activities`, {
      unitId,
      type: 'iframe',
      title: 'Tracker',
      content: { type: 'iframe', url: 'https://ads.example.com/frame', title: 'x' },
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        error:
          'Sparked may not embed ads.example.com. Use a site on the list, or ask an admin to add it.',
        issues: [{ path: 'content.url', message: 'ads.example.com is not on the list.' }],
      },
    });

    const allowed = await call(author, 'POST', `/modules/${moduleId}/activities`, {
      unitId,
      type: 'iframe',
      title: 'Waves on a string',
      content: {
        type: 'iframe',
        url: 'https://phet.colorado.edu/sims/html/wave-on-a-string/latest/wave-on-a-string_en.html',
        title: 'PhET',
        requiredSeconds: 60,
      },
    });
    expect(allowed.status).toBe(201);

    const book = await call(author, 'POST', `/modules/${moduleId}/activities`, {
      unitId,
      type: 'ebook',
      title: 'Read',
    });
    const activity = await call(
      author,
      'GET',
      `/modules/${moduleId}/activities/${book.body.data.id}`,
    );
    const video = await call(
      author,
      'PUT',
      `/modules/${moduleId}/activities/${book.body.data.id}`,
      {
        baseUpdatedAt: activity.body.data.updatedAt,
        content: {
          type: 'ebook',
          blocks: [
            {
              id: 'v',
              type: 'video',
              url: 'https://www.youtube-nocookie.com/embed/x',
              title: 'Ok',
            },
            { id: 'w', type: 'video', url: 'https://video.example.net/x', title: 'Not ok' },
          ],
        },
      },
    );
    expect(video.status).toBe(400);
    expect(video.body.issues).toEqual([
      { path: 'content.blocks.1.url', message: 'video.example.net is not on the list.' },
    ]);
  });
});
