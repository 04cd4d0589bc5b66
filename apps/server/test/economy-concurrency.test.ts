import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { purchases, walletLedger } from '../src/db/schema';
import { as, balances, grant, ledgerMismatches, purchase, signInAdmin } from './support/economy';
import { createTestApp, type TestApp } from './support/test-app';
import { registerStudent, type SignedIn } from './support/users';

// PGlite is one connection: races there prove nothing, so these run on PostgreSQL only.
describe.runIf(inject('databaseTarget').kind === 'postgres')('economy under concurrency', () => {
  let t: TestApp;
  let admin: SignedIn;
  let item: { id: string; categoryId: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdmin(t);
    const store = (await as(t, admin).get('/tools-api/token-store')).json().data;
    const created = await as(t, admin).post('/tools-api/token-store/items', {
      categoryId: store.categories[1].id,
      name: 'Hint token',
      description: 'Reveals one hint.',
      price: 7,
      currency: 'DIAMONDS',
      quantityApplies: true,
    });
    item = created.json().data;
  });
  afterAll(async () => {
    expect(await ledgerMismatches(t.database.db)).toEqual([]);
    await t.close();
  });

  const debitsOf = async (userId: string) => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(purchases)
      .where(eq(purchases.userId, userId));
    return row?.n;
  };

  async function onceRule(referenceTable: string) {
    const rule = {
      referenceTable,
      referenceSelector: 'x',
      wallet: 'EXPERIENCE',
      amount: 9,
      limit: 'once',
    };
    expect((await as(t, admin).post('/tools-api/rewards/rules', rule)).statusCode).toBe(201);
    return { referenceTable, referenceSelector: 'x' };
  }

  it('sells exactly 10 of 500 parallel purchases when the balance covers 10', async () => {
    const student = await registerStudent(t.app);
    await grant(t, admin, student.user.id, 'DIAMONDS', 70);
    const responses = await Promise.all(
      Array.from({ length: 500 }, () => purchase(t, student, item)),
    );
    const statuses = responses.map((r) => (r.statusCode === 200 ? 'sold' : r.json().code));
    expect(statuses.filter((s) => s === 'sold')).toHaveLength(10);
    expect(statuses.filter((s) => s === 'insufficient_balance')).toHaveLength(490);
    expect(await balances(t, student)).toMatchObject({ DIAMONDS: 0 });
    expect(await debitsOf(student.user.id)).toBe(10);
    const owned = responses.flatMap((r) => (r.statusCode === 200 ? [r.json().data.owned] : []));
    expect(owned.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('sells an owned-once item once and limited stock only as far as it goes', async () => {
    const student = await registerStudent(t.app);
    await grant(t, admin, student.user.id, 'ACHIEVEMENT_POINTS', 1_000_000);
    await grant(t, admin, student.user.id, 'DIAMONDS', 1000);
    const store = (await as(t, student).get('/tools-api/token-store')).json().data;
    const hair = store.categories[0].items.find(
      (i: { avatarPart: { variation: string } }) => i.avatarPart.variation === 'FrontHair8',
    );
    const created = await as(t, admin).post('/tools-api/token-store/items', {
      categoryId: store.categories[1].id,
      name: 'Limited badge',
      description: 'Five exist.',
      price: 1,
      currency: 'DIAMONDS',
      stock: 5,
      quantityApplies: true,
    });
    const badge = created.json().data;
    const [hairs, badges] = await Promise.all([
      Promise.all(Array.from({ length: 100 }, () => purchase(t, student, hair))),
      Promise.all(Array.from({ length: 100 }, () => purchase(t, student, badge))),
    ]);
    expect(hairs.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(hairs.filter((r) => r.json().code === 'limit_reached')).toHaveLength(99);
    expect(badges.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(badges.filter((r) => r.json().code === 'out_of_stock')).toHaveLength(95);
    expect(await balances(t, student)).toMatchObject({
      ACHIEVEMENT_POINTS: 1_000_000 - 10000,
      DIAMONDS: 995,
    });
  });

  it('grants once for 200 parallel claims of a once-only reward', async () => {
    const student = await registerStudent(t.app);
    const reference = await onceRule('race_claims');
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => as(t, student).post('/tools-api/rewards', reference)),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(responses.filter((r) => r.json().data.granted)).toHaveLength(1);
    expect(await balances(t, student)).toMatchObject({ EXPERIENCE: 9 });
  });

  it('grants once for 200 parallel claims repeating one Idempotency-Key', async () => {
    const student = await registerStudent(t.app);
    const reference = await onceRule('race_keyed_claims');
    const headers = { 'idempotency-key': 'one-claim' };
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        as(t, student).post('/tools-api/rewards', reference, headers),
      ),
    );
    const answered = responses.filter((r) => r.statusCode === 200);
    const inFlight = responses.filter((r) => r.statusCode === 409);
    expect(answered.length + inFlight.length).toBe(200);
    expect(inFlight.every((r) => r.json().code === 'conflict')).toBe(true);
    // Every answer is the first one, replayed.
    expect(new Set(answered.map((r) => r.body)).size).toBe(1);
    expect(answered[0]?.json().data.granted).toBe(true);
    expect(await balances(t, student)).toMatchObject({ EXPERIENCE: 9 });
  });

  it('sells 10 for 500 parallel purchases over 50 keys repeated 10 times each', async () => {
    const student = await registerStudent(t.app);
    await grant(t, admin, student.user.id, 'DIAMONDS', 70);
    const keys = Array.from({ length: 500 }, (_, i) => `buy-${i % 50}`);
    const responses = await Promise.all(
      keys.map((key) => purchase(t, student, item, undefined, { 'idempotency-key': key })),
    );
    const byKey = new Map<string, Set<string>>();
    responses.forEach((response, i) => {
      if (response.statusCode === 409 && response.json().code === 'conflict') return;
      const answers = byKey.get(keys[i] as string) ?? new Set();
      answers.add(`${response.statusCode} ${response.body}`);
      byKey.set(keys[i] as string, answers);
    });
    // One answer per key, however often it was sent; 10 keys bought, the rest could not afford.
    expect([...byKey.values()].every((answers) => answers.size === 1)).toBe(true);
    const firstAnswers = [...byKey.values()].map((answers) => [...answers][0] ?? '');
    expect(firstAnswers.filter((a) => a.startsWith('200 '))).toHaveLength(10);
    expect(await debitsOf(student.user.id)).toBe(10);
    expect(await balances(t, student)).toMatchObject({ DIAMONDS: 0 });
    const ledger = await t.database.db
      .select({ n: count() })
      .from(walletLedger)
      .where(eq(walletLedger.userId, student.user.id));
    expect(ledger[0]?.n).toBe(11); // the grant and ten debits
  });
});
