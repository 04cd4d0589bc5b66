import { builtInPalettes } from '@sparked/design-tokens';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, moduleAuthors, modules } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { bearer, createUser, registerStudent, signIn } from './support/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('reports liveness and database readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toEqual({
      status: 'ready',
      database: t.database.kind,
      redis: 'none',
    });
  });
});

describe('GET /api/website/themes', () => {
  it('returns the built-in palettes keyed by theme name, without authentication', async () => {
    const response = await t.app.inject('/api/website/themes');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(Object.keys(data).sort()).toEqual(Object.keys(builtInPalettes).sort());
    expect(data.light.background.mute).toBe('#e0e0e0');
  });
});

describe('POST /api/analytics/events', () => {
  it('stores a page view against the signed-in user', async () => {
    const session = await registerStudent(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: bearer(session.accessToken),
      payload: { name: 'page_view', path: '/store', title: 'Points store' },
    });
    expect(response.statusCode).toBe(202);
    const [row] = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.id, response.json().data.id));
    expect(row).toMatchObject({ name: 'page_view', path: '/store', userId: session.user.id });
  });
});

describe('GET /sparked-api/module-authors/:moduleId/author', () => {
  it('returns the caller’s authorship and 404 for a module they do not author', async () => {
    const facilitator = await createUser(t.database.db, 'facilitator');
    const [module] = await t.database.db.insert(modules).values({ title: 'Fractions' }).returning();
    if (!module) throw new Error('no module');
    await t.database.db
      .insert(moduleAuthors)
      .values({ moduleId: module.id, userId: facilitator.id, role: 'viewer' });
    const author = await signIn(t.app, facilitator.email);
    const mine = await t.app.inject({
      url: `/sparked-api/module-authors/${module.id}/author`,
      headers: bearer(author.accessToken),
    });
    expect(mine.json().data).toEqual({
      user_id: facilitator.id,
      module_id: module.id,
      role: 'viewer',
      user: { sso_user_id: facilitator.id, email: facilitator.email },
    });

    const stranger = await registerStudent(t.app);
    const theirs = await t.app.inject({
      url: `/sparked-api/module-authors/${module.id}/author`,
      headers: bearer(stranger.accessToken),
    });
    expect(theirs.statusCode).toBe(404);
    const stillOne = await t.database.db
      .select()
      .from(moduleAuthors)
      .where(and(eq(moduleAuthors.moduleId, module.id)));
    expect(stillOne).toHaveLength(1);
  });
});
