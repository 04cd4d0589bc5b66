import type { StoreCategory } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { as, balances, grant, openEconomyApp, purchase, storeItem } from './support/economy';
import type { TestApp } from './support/test-app';
import { registerStudent, type SignedIn } from './support/users';

let t: TestApp;
let admin: SignedIn;
openEconomyApp((app, signedIn) => {
  t = app;
  admin = signedIn;
});

async function categories(session: SignedIn): Promise<StoreCategory[]> {
  return (await as(t, session).get('/tools-api/token-store')).json().data.categories;
}

describe('GET /tools-api/token-store', () => {
  it('lists the avatar parts with their prices and the power-ups', async () => {
    const student = await registerStudent(t.app);
    const [avatar, powerUps] = await categories(student);
    expect(avatar).toMatchObject({ slug: 'avatar', name: 'Avatar' });
    const priced = Object.fromEntries(
      (avatar?.items ?? []).map((item) => [
        `${item.avatarPart?.part}:${item.avatarPart?.variation}`,
        item.price,
      ]),
    );
    expect(priced).toMatchObject({
      'hair:FrontHair1': 0,
      'hair:FrontHair5': 0,
      'hair:FrontHair6': 10000,
      'hair:FrontHair7': 10000,
      'hair:FrontHair8': 10000,
      'headwear:': 0,
      'headwear:Headwear3': 100,
      'headwear:Headwear4': 50,
      'head:Head3': 0,
      'eyes:Eyes4': 0,
      'mouth:Mouth4': 0,
      'body:Body3': 0,
    });
    expect(Object.keys(priced)).toHaveLength(3 + 3 + 4 + 4 + 8 + 5);
    expect(powerUps?.items.map((item) => item.name)).toEqual(['Energy refill', 'Streak freeze']);
    expect(powerUps?.items[0]).toMatchObject({
      price: 10,
      currency: 'DIAMONDS',
      grants: { wallet: 'ENERGY', amount: 5 },
      quantityApplies: true,
      owned: 0,
    });
  });

  it('needs a signed-in user', async () => {
    expect((await as(t, null).get('/tools-api/token-store')).statusCode).toBe(401);
  });
});

describe('POST /sparked-api/items/:id/purchase', () => {
  it('refuses a premium hair the student cannot afford, saying how much is missing', async () => {
    const student = await registerStudent(t.app);
    await grant(t, admin, student.user.id, 'ACHIEVEMENT_POINTS', 2500);
    const response = await purchase(t, student, await storeItem(t, student, 'FrontHair6'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'insufficient_balance',
      error: 'Spikes costs 10000 achievement points and you have 2500. Earn 7500 more to buy it.',
    });
    expect(await balances(t, student)).toMatchObject({ ACHIEVEMENT_POINTS: 2500 });
    expect((await storeItem(t, student, 'FrontHair6')).owned).toBe(0);
  });

  it('debits and records ownership once; a second purchase is refused', async () => {
    const student = await registerStudent(t.app);
    await grant(t, admin, student.user.id, 'ACHIEVEMENT_POINTS', 25000);
    const hair = await storeItem(t, student, 'FrontHair7');
    const bought = await purchase(t, student, hair);
    expect(bought.statusCode).toBe(200);
    expect(bought.json().data).toMatchObject({
      itemId: hair.id,
      quantity: 1,
      owned: 1,
      wallets: { ACHIEVEMENT_POINTS: 15000 },
    });
    const again = await purchase(t, student, hair);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'limit_reached', error: 'You already own Quiff.' });
    expect((await storeItem(t, student, 'FrontHair7')).owned).toBe(1);
    expect(await balances(t, student)).toMatchObject({ ACHIEVEMENT_POINTS: 15000 });
  });

  it('applies a power-up’s effect in the same purchase', async () => {
    const student = await registerStudent(t.app);
    await grant(t, admin, student.user.id, 'DIAMONDS', 35);
    const refill = await storeItem(t, student, 'Energy refill');
    const response = await purchase(t, student, refill, 3);
    expect(response.json().data).toMatchObject({
      quantity: 3,
      owned: 3,
      wallets: { DIAMONDS: 5, ENERGY: 15 },
    });
    const ledger = (await as(t, student).get('/tools-api/wallets/ledger')).json().data.entries;
    expect(ledger.slice(0, 2)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ wallet: 'DIAMONDS', delta: -30, kind: 'purchase' }),
        expect.objectContaining({ wallet: 'ENERGY', delta: 15, kind: 'purchase' }),
      ]),
    );
  });

  it('holds a per-user limit across purchases', async () => {
    const student = await registerStudent(t.app);
    await grant(t, admin, student.user.id, 'DIAMONDS', 1000);
    const freeze = await storeItem(t, student, 'Streak freeze');
    expect((await purchase(t, student, freeze, 2)).statusCode).toBe(200);
    const over = await purchase(t, student, freeze, 2);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'limit_reached' });
    expect(over.json().error).toMatch(/at most 3 of Streak freeze/);
    expect((await purchase(t, student, freeze)).json().data.owned).toBe(3);
    expect(await balances(t, student)).toMatchObject({ DIAMONDS: 1000 - 3 * 25 });
  });

  it('sells limited stock until it is gone', async () => {
    const powerUps = (await categories(admin))[1];
    const created = await as(t, admin).post('/tools-api/token-store/items', {
      categoryId: powerUps?.id,
      name: 'Golden ticket',
      description: 'Only two exist.',
      price: 1,
      currency: 'DIAMONDS',
      stock: 2,
      quantityApplies: true,
    });
    expect(created.statusCode).toBe(201);
    const ticket = created.json().data;
    const student = await registerStudent(t.app);
    await grant(t, admin, student.user.id, 'DIAMONDS', 10);
    const tooMany = await purchase(t, student, ticket, 3);
    expect(tooMany.json()).toMatchObject({
      code: 'out_of_stock',
      error: 'Only 2 of Golden ticket are left; buy fewer.',
    });
    expect((await purchase(t, student, ticket, 2)).statusCode).toBe(200);
    const gone = await purchase(t, student, ticket);
    expect(gone.json()).toMatchObject({
      code: 'out_of_stock',
      error: 'Golden ticket is sold out.',
    });
    expect(await balances(t, student)).toMatchObject({ DIAMONDS: 8 });
  });

  it('refuses bad input with 4xx and buys nothing', async () => {
    const student = await registerStudent(t.app);
    await grant(t, admin, student.user.id, 'ACHIEVEMENT_POINTS', 50000);
    const hair = await storeItem(t, student, 'FrontHair8');
    const refill = await storeItem(t, student, 'Energy refill');
    const cases: Array<[string, string, unknown, number]> = [
      [
        'quantity on an owned-once item',
        hair.id,
        { category_id: hair.categoryId, quantity: 2 },
        400,
      ],
      ['quantity 0', refill.id, { category_id: refill.categoryId, quantity: 0 }, 400],
      ['the wrong category', hair.id, { category_id: refill.categoryId }, 400],
      ['no category', hair.id, {}, 400],
      ['an unknown field', hair.id, { category_id: hair.categoryId, price: 0 }, 400],
      ['an item id that is not an id', 'hair', { category_id: hair.categoryId }, 400],
      [
        'an unknown item',
        '00000000-0000-4000-8000-000000000000',
        { category_id: hair.categoryId },
        404,
      ],
    ];
    for (const [name, id, body, status] of cases) {
      const response = await as(t, student).post(`/sparked-api/items/${id}/purchase`, body);
      expect(response.statusCode, name).toBe(status);
    }
    expect(await balances(t, student)).toMatchObject({ ACHIEVEMENT_POINTS: 50000 });
    expect((await purchase(t, null, hair)).statusCode).toBe(401);
  });

  it('honours an Idempotency-Key: same answer, one debit; another body is 422', async () => {
    const student = await registerStudent(t.app);
    await grant(t, admin, student.user.id, 'DIAMONDS', 100);
    const refill = await storeItem(t, student, 'Energy refill');
    const key = { 'idempotency-key': 'buy-refill-1' };
    const first = await purchase(t, student, refill, 2, key);
    const repeat = await purchase(t, student, refill, 2, key);
    expect(repeat.json()).toEqual(first.json());
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(await balances(t, student)).toMatchObject({ DIAMONDS: 80 });
    const changed = await purchase(t, student, refill, 3, key);
    expect(changed.statusCode).toBe(422);
    expect(await balances(t, student)).toMatchObject({ DIAMONDS: 80 });
  });

  it('repeats a refusal for the same key instead of running it again', async () => {
    const student = await registerStudent(t.app);
    const refill = await storeItem(t, student, 'Energy refill');
    const key = { 'idempotency-key': 'broke' };
    const first = await purchase(t, student, refill, 1, key);
    expect(first.statusCode).toBe(409);
    await grant(t, admin, student.user.id, 'DIAMONDS', 100);
    const repeat = await purchase(t, student, refill, 1, key);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toEqual(first.json());
    expect((await purchase(t, student, refill, 1, { 'idempotency-key': 'fresh' })).statusCode).toBe(
      200,
    );
  });
});

describe('store items (admin)', () => {
  const item = (categoryId: string) => ({
    categoryId,
    name: 'Double XP',
    description: 'Twice the experience for an hour.',
    price: 15,
    currency: 'DIAMONDS',
    quantityApplies: true,
  });

  it('creates, replaces and lists items, inactive ones only for admins', async () => {
    const powerUps = (await categories(admin))[1];
    const created = await as(t, admin).post(
      '/tools-api/token-store/items',
      item(powerUps?.id ?? ''),
    );
    expect(created.json().data).toMatchObject({
      name: 'Double XP',
      stock: null,
      perUserLimit: null,
      grants: null,
      image: null,
      active: true,
    });
    const id = created.json().data.id;
    const hidden = await as(t, admin).put(`/tools-api/token-store/items/${id}`, {
      ...item(powerUps?.id ?? ''),
      active: false,
    });
    expect(hidden.json().data.active).toBe(false);
    const student = await registerStudent(t.app);
    const visible = (await categories(student)).flatMap((c) => c.items.map((i) => i.id));
    expect(visible).not.toContain(id);
    const all = (await as(t, admin).get('/tools-api/token-store/items')).json().data;
    expect(all.map((i: { id: string }) => i.id)).toContain(id);
    const bought = await purchase(t, student, { id, categoryId: powerUps?.id ?? '' });
    expect(bought.statusCode).toBe(404);
  });

  it('refuses a second item for the same avatar part, an unknown category and bad fields', async () => {
    const [avatar] = await categories(admin);
    const duplicate = await as(t, admin).post('/tools-api/token-store/items', {
      ...item(avatar?.id ?? ''),
      avatarPart: { part: 'hair', variation: 'FrontHair6' },
      quantityApplies: false,
    });
    expect(duplicate.statusCode).toBe(409);
    const unknownCategory = await as(t, admin).post(
      '/tools-api/token-store/items',
      item('00000000-0000-4000-8000-000000000000'),
    );
    expect(unknownCategory.statusCode).toBe(400);
    for (const bad of [
      { price: -1 },
      { currency: 'GOLD' },
      { image: 'javascript:alert(1)' },
      { stock: 1.5 },
    ])
      expect(
        (
          await as(t, admin).post('/tools-api/token-store/items', {
            ...item(avatar?.id ?? ''),
            ...bad,
          })
        ).statusCode,
        JSON.stringify(bad),
      ).toBe(400);
    const missing = await as(t, admin).put(
      '/tools-api/token-store/items/00000000-0000-4000-8000-000000000000',
      item(avatar?.id ?? ''),
    );
    expect(missing.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const student = await registerStudent(t.app);
    const [avatar] = await categories(student);
    const body = item(avatar?.id ?? '');
    expect((await as(t, student).get('/tools-api/token-store/items')).statusCode).toBe(403);
    expect((await as(t, student).post('/tools-api/token-store/items', body)).statusCode).toBe(403);
    expect(
      (await as(t, student).put(`/tools-api/token-store/items/${avatar?.items[0]?.id}`, body))
        .statusCode,
    ).toBe(403);
    expect((await as(t, null).post('/tools-api/token-store/items', body)).statusCode).toBe(401);
  });
});
