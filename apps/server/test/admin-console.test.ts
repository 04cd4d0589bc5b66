import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, users } from '../src/db/schema';
import { sentenceIn } from '../src/i18n/catalogues';
import { type ApiCall, callApi, tokenOf } from './support/api';
import { createTestApp, type TestApp } from './support/test-app';
import { bearer, createUser, registerStudent, signIn, testPassword } from './support/users';

let t: TestApp;
let admin: string;
let adminId: string;
beforeAll(async () => {
  // A standing is trusted for a second here, so a change made elsewhere shows within the test.
  t = await createTestApp({ ACCOUNT_CHECK_SECONDS: '1' });
  const created = await createUser(t.database.db, 'admin');
  adminId = created.id;
  admin = (await signIn(t.app, created.email)).accessToken;
});
afterAll(() => t.close());

const call = (...args: ApiCall) => callApi(t, ...args);
const auditOf = (subjectId: string) =>
  t.database.db.select().from(auditEntries).where(eq(auditEntries.subjectId, subjectId));
const newTag = async (name: string, colour = 'primary') =>
  (await call(admin, 'POST', '/user-tags', { name, colour })).body.data as { id: string };

describe('the users list', () => {
  it('finds users by name or email, filters by role, tag and status, sorts and pages', async () => {
    const marker = `zed${Date.now()}`;
    const ada = await registerStudent(t.app, `${marker}.ada@example.test`, {
      firstName: 'Ada',
      lastName: `${marker}b`,
    });
    const bea = await registerStudent(t.app, `${marker}.bea@example.test`, {
      firstName: 'Bea',
      lastName: `${marker}a`,
    });
    const tag = await newTag(`Chess club ${marker}`);
    await call(admin, 'POST', `/user-tags/${tag.id}/users`, { userIds: [ada.user.id] });

    const byName = await call(admin, 'GET', `/users?search=${marker}&sort=name`);
    expect(byName.status).toBe(200);
    expect(byName.body.data.total).toBe(2);
    expect(byName.body.data.users.map((user: { firstName: string }) => user.firstName)).toEqual([
      'Bea',
      'Ada',
    ]);
    const descending = await call(admin, 'GET', `/users?search=${marker}&sort=name&order=desc`);
    expect(descending.body.data.users[0].firstName).toBe('Ada');
    const firstNames = (response: { body: { data: { users: { firstName: string }[] } } }) =>
      response.body.data.users.map((user) => user.firstName);
    const newest = await call(admin, 'GET', `/users?search=${marker}&sort=createdAt&order=desc`);
    expect(firstNames(newest)).toEqual(['Bea', 'Ada']);
    const oldest = await call(admin, 'GET', `/users?search=${marker}&sort=createdAt`);
    expect(firstNames(oldest)).toEqual(['Ada', 'Bea']);

    const tagged = await call(admin, 'GET', `/users?search=${marker}&tagId=${tag.id}`);
    expect(tagged.body.data.users).toEqual([
      expect.objectContaining({
        id: ada.user.id,
        status: 'active',
        tags: [{ id: tag.id, name: `Chess club ${marker}`, colour: 'primary' }],
      }),
    ]);
    const paged = await call(admin, 'GET', `/users?search=${marker}&limit=1&offset=1&sort=name`);
    expect(paged.body.data).toMatchObject({ total: 2, users: [{ firstName: 'Ada' }] });
    const teachers = await call(admin, 'GET', `/users?search=${marker}&role=facilitator`);
    expect(teachers.body.data.total).toBe(0);
    const byEmail = await call(admin, 'GET', `/users?search=${marker}.bea@`);
    expect(byEmail.body.data.users.map((user: { id: string }) => user.id)).toEqual([bea.user.id]);
  });

  it('shows one user with classes and wallets, and refuses anyone but an admin', async () => {
    const student = await registerStudent(t.app);
    const detail = await call(admin, 'GET', `/users/${student.user.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      id: student.user.id,
      role: 'student',
      status: 'active',
      deactivatedAt: null,
      classes: [],
      wallets: expect.objectContaining({ ACHIEVEMENT_POINTS: 0 }),
    });
    const facilitator = await tokenOf(t, 'facilitator');
    for (const token of [facilitator, student.accessToken]) {
      expect((await call(token, 'GET', '/users')).status).toBe(403);
      expect((await call(token, 'GET', '/audit')).status).toBe(403);
      expect((await call(token, 'POST', '/user-tags', { name: 'Sneaky' })).status).toBe(403);
    }
    expect((await call(admin, 'GET', `/users/${crypto.randomUUID()}`)).status).toBe(404);
  });
});

describe('changing an account', () => {
  it('changes a role with a reason, audited with who, when and from where', async () => {
    const student = await registerStudent(t.app);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/sparked-api/users/${student.user.id}/role`,
      headers: { ...bearer(admin), 'user-agent': 'AuditTest/1.0' },
      payload: { role: 'facilitator', reason: 'Teaches the robotics club' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.role).toBe('facilitator');
    const [entry] = await auditOf(student.user.id);
    expect(entry).toMatchObject({
      action: 'user.role',
      actorId: adminId,
      before: { role: 'student' },
      after: { role: 'facilitator' },
      reason: 'Teaches the robotics club',
      userAgent: 'AuditTest/1.0',
      ip: expect.any(String),
    });
    // The old token says "student": it is refused, and a refresh brings the new role.
    const stale = await call(student.accessToken, 'GET', '/classes');
    expect(stale.status).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/sso/auth/tokens/refresh',
      payload: { refreshToken: student.refreshToken },
    });
    const fresh = refreshed.json().data.accessToken as string;
    expect((await call(fresh, 'GET', '/classes')).status).toBe(200);

    const noReason = await call(admin, 'PUT', `/users/${student.user.id}/role`, { role: 'admin' });
    expect(noReason.status).toBe(400);
  });

  it('deactivates: sign-in and refresh refused at once, the access token on its next check', async () => {
    const student = await registerStudent(t.app);
    const done = await call(admin, 'POST', `/users/${student.user.id}/deactivate`, {
      reason: 'Left the school',
    });
    expect(done.status).toBe(200);
    expect(done.body.data.status).toBe('deactivated');

    expect((await call(student.accessToken, 'GET', '/my/settings')).status).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/sso/auth/login',
      payload: { email: student.user.email, password: testPassword },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toMatch(/deactivated/);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/sso/auth/login',
      payload: { email: student.user.email, password: 'not the password' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/sso/auth/tokens/refresh',
      payload: { refreshToken: student.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);

    const back = await call(admin, 'POST', `/users/${student.user.id}/reactivate`, {
      reason: 'Came back',
    });
    expect(back.body.data.status).toBe('active');
    expect((await signIn(t.app, student.user.email)).accessToken).toEqual(expect.any(String));
    expect((await auditOf(student.user.id)).map((entry) => entry.action).sort()).toEqual([
      'user.deactivate',
      'user.reactivate',
    ]);
  });

  it('stops an access token within the check interval when another instance deactivates', async () => {
    const student = await registerStudent(t.app);
    expect((await call(student.accessToken, 'GET', '/my/settings')).status).toBe(200);
    // Another instance's change: straight to the database, unseen by this one's memory.
    await t.database.db
      .update(users)
      .set({ deactivatedAt: sql`now()` })
      .where(eq(users.id, student.user.id));
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const refused = await call(student.accessToken, 'GET', '/my/settings');
    expect(refused.status).toBe(401);
    expect(refused.body.error).toMatch(/deactivated/);
  });
});

describe('bulk changes', () => {
  it('a dry run says what would change and changes nothing; the run changes exactly that', async () => {
    const marker = `bulk${Date.now()}`;
    const people = await Promise.all(
      ['One', 'Two', 'Three'].map((name, index) =>
        registerStudent(t.app, `${marker}${index}@example.test`, {
          firstName: name,
          lastName: marker,
        }),
      ),
    );
    const tag = await newTag(`Robotics ${marker}`);
    await call(admin, 'POST', `/user-tags/${tag.id}/users`, { userIds: [people[0]?.user.id] });
    const change = {
      target: { filter: { search: marker } },
      action: { kind: 'addTag', tagId: tag.id },
      reason: 'Robotics club roster',
    };

    const dry = await call(admin, 'POST', '/users/bulk', { ...change, dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body.data).toMatchObject({ dryRun: true, matched: 3, changed: 2, refused: [] });
    expect(dry.body.data.changes).toContainEqual(
      expect.objectContaining({
        name: `Two ${marker}`,
        before: 'none',
        after: `Robotics ${marker}`,
      }),
    );
    const untouched = await call(admin, 'GET', `/users?tagId=${tag.id}`);
    expect(untouched.body.data.total).toBe(1);
    expect(await auditOf(people[1]?.user.id ?? '')).toEqual([]);

    const run = await call(admin, 'POST', '/users/bulk', { ...change, dryRun: false });
    expect(run.body.data).toMatchObject({ dryRun: false, matched: 3, changed: 2 });
    expect((await call(admin, 'GET', `/users?tagId=${tag.id}`)).body.data.total).toBe(3);
    const [entry] = await auditOf(people[1]?.user.id ?? '');
    expect(entry).toMatchObject({ action: 'user.tag.add', reason: 'Robotics club roster' });
  });

  it('a failed change writes no audit row', async () => {
    const student = await registerStudent(t.app);
    const missingTag = await call(admin, 'POST', '/users/bulk', {
      target: { userIds: [student.user.id] },
      action: { kind: 'addTag', tagId: crypto.randomUUID() },
      reason: 'No such tag',
      dryRun: false,
    });
    expect(missingTag.status).toBe(404);
    const overdrawn = await t.app.inject({
      method: 'POST',
      url: '/tools-api/wallets/grants',
      headers: bearer(admin),
      payload: {
        userId: student.user.id,
        wallet: 'DIAMONDS',
        amount: -1_000_000,
        reason: 'Too much',
      },
    });
    expect(overdrawn.statusCode).toBe(409);
    expect(await auditOf(student.user.id)).toEqual([]);
  });
});

describe('user tags', () => {
  it('are created, renamed, recoloured and deleted, each change audited', async () => {
    const name = `Pilot ${Date.now()}`;
    const created = await call(admin, 'POST', '/user-tags', { name });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name, colour: 'neutral', users: 0 });
    const id = created.body.data.id as string;
    expect((await call(admin, 'POST', '/user-tags', { name })).status).toBe(409);

    const student = await registerStudent(t.app);
    const tagged = await call(admin, 'POST', `/user-tags/${id}/users`, {
      userIds: [student.user.id],
    });
    expect(tagged.body.data).toEqual({ changed: 1 });
    const own = await t.app.inject({
      method: 'GET',
      url: '/tools-api/rewards/user-tags',
      headers: bearer(student.accessToken),
    });
    expect(own.json().data).toEqual([{ id, name, colour: 'neutral' }]);

    const renamed = await call(admin, 'PUT', `/user-tags/${id}`, {
      name: `${name} B`,
      colour: 'success',
    });
    expect(renamed.body.data).toMatchObject({ name: `${name} B`, colour: 'success', users: 1 });
    expect((await call(admin, 'PUT', `/user-tags/${id}`, {})).status).toBe(400);

    expect((await call(admin, 'DELETE', `/user-tags/${id}`)).status).toBe(204);
    expect((await call(admin, 'DELETE', `/user-tags/${id}`)).status).toBe(404);
    const log = await call(admin, 'GET', '/audit?action=tag.delete');
    expect(log.body.data.entries[0]).toMatchObject({
      target: `tag:${id}`,
      before: { name: `${name} B`, colour: 'success', users: 1 },
      after: null,
      actor: { id: adminId },
    });
  });
});

describe('the audit log', () => {
  it('filters by subject, action and day, exports CSV, and shows users their own entries', async () => {
    const student = await registerStudent(t.app, undefined, {
      firstName: '=Sum',
      lastName: 'Student',
    });
    const grant = await t.app.inject({
      method: 'POST',
      url: '/tools-api/wallets/grants',
      headers: bearer(admin),
      payload: {
        userId: student.user.id,
        wallet: 'ACHIEVEMENT_POINTS',
        amount: 500,
        reason: 'Science fair winner',
      },
    });
    expect(grant.statusCode).toBe(201);

    const today = new Date().toISOString().slice(0, 10);
    const found = await call(
      admin,
      'GET',
      `/audit?subjectId=${student.user.id}&action=wallet.grant&from=${today}&to=${today}`,
    );
    expect(found.body.data.total).toBe(1);
    expect(found.body.data.entries[0]).toMatchObject({
      actor: { id: adminId },
      subject: { id: student.user.id, name: '=Sum Student' },
      after: { wallet: 'ACHIEVEMENT_POINTS' },
      reason: 'Science fair winner',
    });
    const entry = found.body.data.entries[0];
    expect(entry.after.balance - entry.before.balance).toBe(500);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const earlier = await call(admin, 'GET', `/audit?subjectId=${student.user.id}&to=${yesterday}`);
    expect(earlier.body.data.total).toBe(0);
    expect((await call(admin, 'GET', '/audit?from=27-11-2026')).status).toBe(400);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/sparked-api/audit/export?subjectId=${student.user.id}`,
      headers: bearer(admin),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const [header, row] = csv.body.trim().split('\n');
    expect(header).toMatch(/^When,Action,Action code,Admin,Admin id,User,User id,/);
    expect(row).toContain("'=Sum Student");
    expect(row).toContain('Science fair winner');

    const own = await call(student.accessToken, 'GET', '/my/admin-activity');
    expect(own.body.data.entries).toEqual([
      expect.objectContaining({ action: 'wallet.grant', reason: 'Science fair winner' }),
    ]);
    expect(own.body.data.entries[0]).not.toHaveProperty('ip');
  });

  it('records the economy, referral and competition changes too, with only what changed', async () => {
    const tools = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url: `/tools-api${url}`, headers: bearer(admin), payload });
    const [category] = (await tools('GET', '/token-store')).json().data.categories;
    const item = {
      categoryId: category.id,
      name: `Audit lamp ${Date.now()}`,
      description: 'A lamp.',
      price: 100,
      currency: 'DIAMONDS',
      quantityApplies: false,
    };
    const createdItem = await tools('POST', '/token-store/items', item);
    expect(createdItem.statusCode, createdItem.body).toBe(201);
    const created = createdItem.json().data;
    await tools('PUT', `/token-store/items/${created.id}`, { ...item, price: 80 });
    const rule = {
      referenceTable: 'audit_check',
      referenceSelector: 'first',
      wallet: 'DIAMONDS',
      amount: 1,
      limit: 'once',
    };
    const ruleId = (await tools('POST', '/rewards/rules', rule)).json().data.id;
    await tools('PUT', `/rewards/rules/${ruleId}`, { ...rule, amount: 2 });
    const competition = await call(admin, 'POST', '/competitions', {
      slug: `audit-${Date.now()}`,
      title: 'Audit cup',
      startsAt: '2027-01-01T00:00:00Z',
      endsAt: '2027-02-01T00:00:00Z',
    });
    await call(admin, 'PUT', `/competitions/${competition.body.data.slug}`, {
      title: 'Audit trophy',
    });

    const logged = async (action: string) =>
      (await call(admin, 'GET', `/audit?action=${action}&actorId=${adminId}`)).body.data.entries[0];
    expect(await logged('store.item.create')).toMatchObject({
      target: `store-item:${created.id}`,
      before: null,
      after: expect.objectContaining({ name: item.name, price: 100 }),
    });
    expect(await logged('store.item.update')).toMatchObject({
      before: { price: 100 },
      after: { price: 80 },
    });
    expect(await logged('reward.rule.update')).toMatchObject({
      target: `reward-rule:${ruleId}`,
      before: { amount: 1 },
      after: { amount: 2 },
    });
    expect(await logged('competition.update')).toMatchObject({
      before: { title: 'Audit cup' },
      after: { title: 'Audit trophy' },
    });
  });

  it('is append-only', async () => {
    await expect(t.database.db.update(auditEntries).set({ reason: 'rewritten' })).rejects.toThrow();
    await expect(t.database.db.delete(auditEntries)).rejects.toThrow();
  });
});

describe('the last admin', () => {
  it('cannot be demoted or deactivated, alone or in bulk', async () => {
    const bulk = await call(admin, 'POST', '/users/bulk', {
      target: { filter: { role: 'admin', status: 'active' } },
      action: { kind: 'deactivate' },
      reason: 'Testing the last admin',
      dryRun: false,
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.data.refused).toHaveLength(1);
    expect(bulk.body.data.changed).toBe(bulk.body.data.matched - 1);
    const [last] = bulk.body.data.refused as {
      userId: string;
      reason: string;
      entry: { id: string };
    }[];
    expect(last).toMatchObject({
      reason: 'The last active admin keeps their role and access; make another admin first.',
      entry: { id: 'admin.bulk-change.last-active-admin-stays' },
    });
    // The admin reads it in their language, from the same catalogue (decision 0046).
    expect(sentenceIn('fil', last?.reason ?? '', last?.entry)).toBe(
      'Mananatili ang tungkulin at access ng huling aktibong admin; gumawa muna ng ibang admin.',
    );
    const lastToken =
      last?.userId === adminId
        ? admin
        : (
            await signIn(
              t.app,
              (
                await call(admin, 'GET', `/users/${last?.userId}`)
              ).body.data.email,
            )
          ).accessToken;
    const self = await call(lastToken, 'PUT', `/users/${last?.userId}/role`, {
      role: 'facilitator',
      reason: 'Stepping down',
    });
    expect(self.status).toBe(409);
    expect(self.body.error).toMatch(/last active admin/);
  });
});

describe('store categories', () => {
  it('are listed, created and changed by admins, each change audited; a slug is unique', async () => {
    const tools = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url: `/tools-api${url}`, headers: bearer(admin), payload });
    const slug = `audit-${Date.now()}`;
    const created = await tools('POST', '/token-store/categories', { slug, name: 'Stickers' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      slug,
      name: 'Stickers',
      description: '',
      position: 0,
    });
    const id = created.json().data.id;
    expect(
      (await tools('POST', '/token-store/categories', { slug, name: 'Again' })).statusCode,
    ).toBe(409);
    const changed = await tools('PUT', `/token-store/categories/${id}`, {
      slug,
      name: 'Sticker packs',
      position: 5,
    });
    expect(changed.json().data).toMatchObject({ name: 'Sticker packs', position: 5 });
    const listed = await tools('GET', '/token-store/categories');
    expect(listed.json().data).toContainEqual(
      expect.objectContaining({ id, name: 'Sticker packs' }),
    );
    const log = await call(admin, 'GET', '/audit?action=store.category.update');
    expect(log.body.data.entries[0]).toMatchObject({
      target: `store-category:${id}`,
      before: { name: 'Stickers', position: 0 },
      after: { name: 'Sticker packs', position: 5 },
    });
    const student = await registerStudent(t.app);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/tools-api/token-store/categories',
      headers: bearer(student.accessToken),
      payload: { slug: 'sneaky', name: 'Sneaky' },
    });
    expect(refused.statusCode).toBe(403);
  });
});
