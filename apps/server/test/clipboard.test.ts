import { clipboardCapacity } from '@sparked/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { bearer, createUser, registerStudent, signIn } from './support/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function educator() {
  return (await signIn(t.app, (await createUser(t.database.db, 'facilitator')).email)).accessToken;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(token: string, method: Method, url: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url: `/sparked-api/clipboard${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

const copy = (token: string, title: string, extra: object = {}) =>
  call(token, 'POST', '/activity', {
    title,
    preview: 'data:image/png;base64,iVBORw0KGgo=',
    data: { type: 'ebook', blocks: [] },
    ...extra,
  });
const titles = (items: { title: string }[]) => items.map((item) => item.title);

describe('the server clipboard', () => {
  it('keeps copies per user, stamped by the server, newest first, with the §8 texts', async () => {
    const me = await educator();
    const first = await copy(me, 'Photosynthesis e-book');
    expect(first.body.data).toMatchObject({
      status: 'copied',
      notification: {
        type: 'success',
        title: 'Copied Activity',
        message: 'Activity copied successfully.',
      },
    });
    await copy(me, 'Quiz');
    const lists = (await call(me, 'GET', '')).body.data;
    expect(titles(lists.activity)).toEqual(['Quiz', 'Photosynthesis e-book']);
    expect(lists.activity[0]).toMatchObject({ type: 'Activity', pinned: false });
    expect(lists.widget).toEqual([]);
    expect((await call(await educator(), 'GET', '')).body.data.activity).toEqual([]);
  });

  it('replaces the oldest unpinned item when full, and asks first when every item is pinned', async () => {
    const me = await educator();
    for (let index = 0; index < clipboardCapacity; index += 1) await copy(me, `Item ${index}`);
    const replaced = await copy(me, 'Newest');
    expect(replaced.body.data.notification).toEqual({
      type: 'warning',
      title: 'Copied Activity',
      message: 'Clipboard limit exceeded. Previously copied item was replaced.',
    });
    expect(titles(replaced.body.data.lists.activity)).not.toContain('Item 0');

    for (const item of replaced.body.data.lists.activity)
      await call(me, 'PUT', `/activity/${item.id}`, { pinned: true });
    const asked = await copy(me, 'One more');
    expect(asked.body.data).toEqual({
      status: 'needs-confirmation',
      question: 'Top-most pinned item will be replaced by the newly copied item. Continue?',
    });
    const before = (await call(me, 'GET', '')).body.data.activity;
    expect(titles(before)).not.toContain('One more');

    const agreed = await copy(me, 'One more', { replacePinned: true });
    const after = agreed.body.data.lists.activity;
    expect(after).toHaveLength(clipboardCapacity);
    expect(titles(after)).toContain('One more');
    expect(titles(after)).not.toContain(before[0].title);
  });

  it('pins to the top, removes and clears, with the cleared notification', async () => {
    const me = await educator();
    await copy(me, 'Old');
    const added = await copy(me, 'New');
    const old = added.body.data.lists.activity.find(
      (item: { title: string }) => item.title === 'Old',
    );
    const pinned = await call(me, 'PUT', `/activity/${old.id}`, { pinned: true });
    expect(titles(pinned.body.data.activity)).toEqual(['Old', 'New']);
    const removed = await call(me, 'DELETE', `/activity/${old.id}`);
    expect(titles(removed.body.data.activity)).toEqual(['New']);
    expect((await call(me, 'DELETE', `/activity/${old.id}`)).body.error).toBe(
      'That item is no longer on your clipboard.',
    );
    const cleared = await call(me, 'DELETE', '/activity');
    expect(cleared.body.data).toMatchObject({
      lists: { activity: [] },
      notification: {
        title: 'Activity Clipboard Cleared',
        message: 'Cleared activity clipboard items.',
      },
    });
  });

  it('keeps every copy made at once from two devices', async () => {
    const me = await educator();
    await Promise.all(Array.from({ length: 6 }, (_, index) => copy(me, `Device copy ${index}`)));
    expect((await call(me, 'GET', '')).body.data.activity).toHaveLength(6);
  });

  it('refuses students, unknown kinds and previews that are not images', async () => {
    const student = await registerStudent(t.app);
    expect((await call(student.accessToken, 'GET', '')).status).toBe(403);
    const me = await educator();
    expect((await call(me, 'POST', '/page', { title: 'x', preview: '', data: 1 })).status).toBe(
      400,
    );
    const script = await copy(me, 'x', { preview: 'javascript:alert(1)' });
    expect(script).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
  });
});
