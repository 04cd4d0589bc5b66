import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from './support/economy';
import { createTestApp, type TestApp } from './support/test-app';
import { createUser, type SignedIn, signIn } from './support/users';

/** Link targets a browser would run or load as a page, in the spellings that slip past checks. */
const refused = [
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '//evil.example/phish',
];
const kept = ['https://example.org/photosynthesis', 'mailto:teacher@example.org', '/academy'];

const linked = (href: string) => ({
  type: 'text',
  text: `link to ${href}`,
  marks: [{ type: 'bold' }, { type: 'link', attrs: { href, target: '_blank' } }],
});
const doc = {
  type: 'doc',
  content: [
    { type: 'paragraph', content: [...refused, ...kept].map(linked) },
    { type: 'image', attrs: { src: 'javascript:alert(1)', alt: 'A leaf' } },
  ],
};

let t: TestApp;
let author: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  author = await signIn(t.app, (await createUser(t.database.db, 'facilitator')).email);
});
afterAll(() => t.close());

/** Every link target and image source left in a stored document. */
function targetsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(targetsIn);
  if (value === null || typeof value !== 'object') return [];
  const { attrs, ...rest } = value as { attrs?: { href?: unknown; src?: unknown } };
  const own = [attrs?.href, attrs?.src].filter((item): item is string => typeof item === 'string');
  return [...own, ...Object.values(rest).flatMap(targetsIn)];
}

describe('rich text is stored with safe links only', () => {
  it('drops javascript:, vbscript:, data: and off-site links from a saved e-book, keeping the text', async () => {
    const post = async (url: string, body: object) => {
      const response = await as(t, author).post(`/sparked-api${url}`, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data;
    };
    const moduleId = (await post('/modules', { title: 'Leaves' })).id;
    const sectionId = (await post(`/modules/${moduleId}/sections`, { title: 'S' })).id;
    const unitId = (await post(`/modules/${moduleId}/units`, { sectionId, title: 'U' })).id;
    const callout = { id: 'c1', type: 'callout', tone: 'info', doc };
    const created = await post(`/modules/${moduleId}/activities`, {
      unitId,
      type: 'ebook',
      title: 'Links',
      content: { type: 'ebook', blocks: [{ id: 't1', type: 'text', doc }] },
    });
    const url = `/sparked-api/modules/${moduleId}/activities/${created.id}`;
    const stored = (await as(t, author).get(url)).json().data;
    expect(targetsIn(stored.content)).toEqual(kept);

    const saved = await as(t, author).put(url, {
      content: { type: 'ebook', blocks: [callout] },
      baseUpdatedAt: stored.updatedAt,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const reread = (await as(t, author).get(url)).json().data.content;
    expect(targetsIn(reread)).toEqual(kept);
    const paragraph = reread.blocks[0].doc.content[0].content;
    expect(paragraph.map((node: { text: string }) => node.text)).toEqual(
      [...refused, ...kept].map((href) => `link to ${href}`),
    );
    expect(paragraph[0].marks).toEqual([{ type: 'bold' }]);
  });

  it('drops them from a widget copied to the clipboard', async () => {
    const copied = await as(t, author).post('/sparked-api/clipboard/widget', {
      title: 'Linked text',
      preview: '',
      data: { id: 't1', type: 'text', doc },
    });
    expect(copied.statusCode, copied.body).toBe(200);
    const lists = (await as(t, author).get('/sparked-api/clipboard')).json().data;
    expect(targetsIn(lists.widget)).toEqual(kept);
  });
});
