import { describe, expect, it } from 'vitest';
import { avatars } from '../src/db/schema';
import { plainAvatar as avatar } from './support/avatars';
import { as, balances, grant, openEconomyApp, purchase, storeItem } from './support/economy';
import type { TestApp } from './support/test-app';
import { registerStudent, type SignedIn } from './support/users';

let t: TestApp;
let admin: SignedIn;
openEconomyApp((app, signedIn) => {
  t = app;
  admin = signedIn;
});

const withHair = (variation: string) => ({ ...avatar, hair: { ...avatar.hair, variation } });
const save = (session: SignedIn | null, body: unknown) =>
  as(t, session).post('/tools-api/token-store/avatar', body);

describe('avatars', () => {
  it('is null before the first save', async () => {
    const student = await registerStudent(t.app);
    const response = await as(t, student).get('/tools-api/token-store/avatar');
    expect(response.json()).toEqual({ data: { userId: student.user.id, avatar: null } });
  });

  it('saves the client model, drops derived fields and rewards the first save once', async () => {
    const student = await registerStudent(t.app);
    const first = await save(student, {
      ...avatar,
      hair: { ...avatar.hair, hasBackDisplay: true },
      loaded: true,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      userId: student.user.id,
      avatar,
      rewards: [{ wallet: 'ACHIEVEMENT_POINTS', amount: 50 }],
    });
    const second = await save(student, withHair('FrontHair3'));
    expect(second.json().data.rewards).toEqual([]);
    expect(await balances(t, student)).toMatchObject({ ACHIEVEMENT_POINTS: 50 });
    const read = await as(t, student).get('/tools-api/token-store/avatar');
    expect(read.json().data.avatar).toEqual(withHair('FrontHair3'));
  });

  it('refuses a premium hair the user does not own, and accepts it once bought', async () => {
    const student = await registerStudent(t.app);
    const refused = await save(student, withHair('FrontHair6'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Buy Spikes in the store before wearing it.');
    expect(
      (await as(t, student).get('/tools-api/token-store/avatar')).json().data.avatar,
    ).toBeNull();

    await grant(t, admin, student.user.id, 'ACHIEVEMENT_POINTS', 10000);
    expect((await purchase(t, student, await storeItem(t, student, 'FrontHair6'))).statusCode).toBe(
      200,
    );
    const saved = await save(student, withHair('FrontHair6'));
    expect(saved.statusCode).toBe(200);
    expect(await balances(t, student)).toMatchObject({ ACHIEVEMENT_POINTS: 50 });
  });

  it('keeps a part wearable that became priced after it was chosen, and only that one', async () => {
    const student = await registerStudent(t.app);
    // Saved when the spikes were free: stored as the service stores avatars.
    await t.database.db
      .insert(avatars)
      .values({ userId: student.user.id, avatar: withHair('FrontHair6') });
    const kept = await save(student, { ...withHair('FrontHair6'), mouth: { variation: 'Mouth2' } });
    expect(kept.statusCode).toBe(200);
    const other = await save(student, withHair('FrontHair7'));
    expect(other.json().error).toBe('Buy Quiff in the store before wearing it.');
  });

  it('refuses a variation the store does not know, naming the part', async () => {
    const student = await registerStudent(t.app);
    const response = await save(student, {
      ...withHair('FrontHair9'),
      mouth: { variation: 'Beak' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      {
        path: 'hair.variation',
        message: 'Unknown hair variation.',
        entry: { id: 'avatars.no-such-variation' },
      },
      {
        path: 'mouth.variation',
        message: 'Unknown mouth variation.',
        entry: { id: 'avatars.no-such-variation' },
      },
    ]);
    expect(response.json().error).toBe(
      'Invalid request body. hair has no variation "FrontHair9"; mouth has no variation "Beak".',
    );
  });

  it.each([
    ['a short colour', { ...avatar, background: { backgroundColor: '#fff' } }],
    ['a missing part', { ...avatar, eyes: undefined }],
    ['an unknown field', { ...avatar, cape: { variation: 'Cape1' } }],
    ['a variation with markup', withHair('<b>')],
  ])('refuses %s with 400', async (_name, body) => {
    const student = await registerStudent(t.app);
    expect((await save(student, body)).statusCode).toBe(400);
  });

  it('shows another user’s avatar, singly and in batches', async () => {
    const [owner, viewer] = [await registerStudent(t.app), await registerStudent(t.app)];
    await save(owner, avatar);
    const single = await as(t, viewer).get(`/tools-api/token-store/avatar?id=${owner.user.id}`);
    expect(single.json().data).toEqual({ userId: owner.user.id, avatar });
    const batch = await as(t, viewer).get(
      `/tools-api/token-store/avatars?ids[]=${owner.user.id}&ids[]=${viewer.user.id}`,
    );
    expect(batch.json().data).toEqual([
      { userId: owner.user.id, avatar },
      { userId: viewer.user.id, avatar: null },
    ]);
    // URLSearchParams (the web client) encodes the brackets.
    const encoded = await as(t, viewer).get(
      `/tools-api/token-store/avatars?${new URLSearchParams([['ids[]', owner.user.id]])}`,
    );
    expect(encoded.json().data).toEqual([{ userId: owner.user.id, avatar }]);
  });

  it('refuses bad ids and batches over 100', async () => {
    const student = await registerStudent(t.app);
    const ids = Array.from(
      { length: 101 },
      (_, i) => `ids[]=00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    for (const url of [
      '/tools-api/token-store/avatar?id=me',
      '/tools-api/token-store/avatars',
      '/tools-api/token-store/avatars?ids[]=x',
      `/tools-api/token-store/avatars?${ids.join('&')}`,
    ])
      expect((await as(t, student).get(url)).statusCode, url).toBe(400);
  });

  it('needs a signed-in user for every avatar call', async () => {
    expect((await as(t, null).get('/tools-api/token-store/avatar')).statusCode).toBe(401);
    expect((await as(t, null).get('/tools-api/token-store/avatars?ids[]=x')).statusCode).toBe(401);
    expect((await save(null, avatar)).statusCode).toBe(401);
  });
});
