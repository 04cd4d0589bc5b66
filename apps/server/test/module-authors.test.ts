import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, type Method } from './support/api';
import { createTestApp, type TestApp } from './support/test-app';
import { createUser, registerStudent, signIn, uniqueEmail } from './support/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Person {
  id: string;
  email: string;
  token: string;
}
async function educator(role: 'facilitator' | 'admin' = 'facilitator'): Promise<Person> {
  const user = await createUser(t.database.db, role, uniqueEmail(`author-${role}`));
  return { ...user, token: (await signIn(t.app, user.email)).accessToken };
}

const call = (who: Person, method: Method, url: string, payload?: object) =>
  callApi(t, who.token, method, url, payload);

async function moduleOf(owner: Person) {
  const created = await call(owner, 'POST', '/modules', { title: 'Forces' });
  return created.body.data.id as string;
}

const emails = (list: { authors: { user: { email: string } }[] }) =>
  list.authors.map((author) => author.user.email);

describe('module authors (spec §7)', () => {
  it('lets an owner invite educators by email, in any letter case, with a role', async () => {
    const owner = await educator();
    const editor = await educator('admin');
    const moduleId = await moduleOf(owner);
    const added = await call(owner, 'POST', '/module-authors/', {
      module_id: moduleId,
      email: editor.email.toUpperCase(),
      role: 'editor',
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      user_id: editor.id,
      module_id: moduleId,
      role: 'editor',
      user: { sso_user_id: editor.id, email: editor.email, name: 'Test admin' },
    });
    const mine = await call(editor, 'GET', `/module-authors/${moduleId}/author`);
    expect(mine.body.data.role).toBe('editor');
  });

  it('refuses unknown emails, students, repeats and non-owners with sentences', async () => {
    const owner = await educator();
    const editor = await educator();
    const moduleId = await moduleOf(owner);
    const invite = (who: Person, email: string, role = 'editor') =>
      call(who, 'POST', '/module-authors/', { module_id: moduleId, email, role });

    expect((await invite(owner, 'nobody@example.test')).body.error).toBe(
      'There is no Sparked account with that email.',
    );
    const student = await registerStudent(t.app);
    const refused = await invite(owner, student.user.email);
    expect(refused).toMatchObject({
      status: 409,
      body: { error: 'Only educators can author modules.' },
    });
    expect((await invite(owner, editor.email)).status).toBe(201);
    expect((await invite(owner, editor.email)).body.error).toBe(
      'That person is already an author of this module.',
    );
    const byEditor = await invite(editor, (await educator()).email);
    expect(byEditor).toMatchObject({
      status: 403,
      body: { error: 'Only an owner of this module can do that.' },
    });
  });

  it('lists 20 a page by default, with search, user ids, paging and an optional count', async () => {
    const owner = await educator();
    const moduleId = await moduleOf(owner);
    const others = [await educator(), await educator(), await educator()];
    for (const other of others)
      await call(owner, 'POST', '/module-authors/', {
        module_id: moduleId,
        email: other.email,
        role: 'viewer',
      });

    const all = await call(others[0] as Person, 'GET', `/module-authors/${moduleId}`);
    expect(all.body.data.authors).toHaveLength(4);
    expect(all.body.data.authors[0].role).toBe('owner');
    expect(all.body.data.total).toBeUndefined();

    const page = await call(
      owner,
      'GET',
      `/module-authors/${moduleId}?limit=2&offset=3&count=true`,
    );
    expect(page.body.data.authors).toHaveLength(1);
    expect(page.body.data.total).toBe(4);

    const ids = `${others[1]?.id},${others[2]?.id}`;
    const picked = await call(owner, 'GET', `/module-authors/${moduleId}?sso_user_ids=${ids}`);
    expect(emails(picked.body.data).sort()).toEqual([others[1]?.email, others[2]?.email].sort());

    const searched = await call(
      owner,
      'GET',
      `/module-authors/${moduleId}?search=${encodeURIComponent(owner.email.split('@')[0] ?? '')}`,
    );
    expect(emails(searched.body.data)).toEqual([owner.email]);

    const bad = await call(owner, 'GET', `/module-authors/${moduleId}?limit=500`);
    expect(bad).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    const stranger = await educator();
    expect((await call(stranger, 'GET', `/module-authors/${moduleId}`)).status).toBe(404);
  });

  it('changes roles and removes authors, but never the last owner', async () => {
    const owner = await educator();
    const a = await educator();
    const b = await educator();
    const moduleId = await moduleOf(owner);
    for (const person of [a, b])
      await call(owner, 'POST', '/module-authors/', {
        module_id: moduleId,
        email: person.email,
        role: 'editor',
      });

    const demoted = await call(
      owner,
      'PUT',
      `/module-authors?user_id=${owner.id}&module_id=${moduleId}`,
      {
        role: 'editor',
      },
    );
    expect(demoted).toMatchObject({
      status: 409,
      body: { error: 'A module needs at least one owner. Make someone else an owner first.' },
    });
    const removedSelf = await call(
      owner,
      'DELETE',
      `/module-authors?module_id=${moduleId}&user_ids[]=${owner.id}`,
    );
    expect(removedSelf.status).toBe(409);

    const promoted = await call(
      owner,
      'PUT',
      `/module-authors?user_id=${a.id}&module_id=${moduleId}`,
      {
        role: 'owner',
      },
    );
    expect(promoted.body.data.role).toBe('owner');
    const removed = await call(
      a,
      'DELETE',
      `/module-authors?module_id=${moduleId}&user_ids[]=${owner.id}&user_ids[]=${b.id}`,
    );
    expect(removed.body.data.removed.sort()).toEqual([owner.id, b.id].sort());
    const left = await call(a, 'GET', `/module-authors/${moduleId}?count=true`);
    expect(left.body.data).toMatchObject({ total: 1, authors: [{ user_id: a.id, role: 'owner' }] });
    expect((await call(owner, 'GET', `/modules/${moduleId}`)).status).toBe(404);
  });
});
