import type { LedgerEntry } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { walletLedger, wallets } from '../src/db/schema';
import { sentenceIn } from '../src/i18n/catalogues';
import { as, grant, openEconomyApp } from './support/economy';
import type { TestApp } from './support/test-app';
import { registerStudent, type SignedIn } from './support/users';

let t: TestApp;
let admin: SignedIn;
let clock = new Date('2026-03-01T08:00:00Z');
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

openEconomyApp(
  (app, signedIn) => {
    t = app;
    admin = signedIn;
  },
  { ENERGY_REFILL_AMOUNT: '2', ENERGY_REFILL_INTERVAL_SECONDS: '600', ENERGY_REFILL_CAP: '5' },
  () => clock,
);

describe('GET /tools-api/wallets', () => {
  it('starts every wallet at 0 with the energy timer and cap', async () => {
    const student = await registerStudent(t.app);
    const response = await as(t, student).get('/tools-api/wallets');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        wallets: { ACHIEVEMENT_POINTS: 0, ENERGY: 0, DIAMONDS: 0, EXPERIENCE: 0 },
        replenish: { ENERGY: 600 },
        caps: { ENERGY: 5 },
      },
    });
  });

  it('refills energy from elapsed time up to the cap, then drops the timer', async () => {
    const student = await registerStudent(t.app);
    await as(t, student).get('/tools-api/wallets');
    advance(1250);
    const partly = (await as(t, student).get('/tools-api/wallets')).json().data;
    expect(partly.wallets.ENERGY).toBe(4);
    expect(partly.replenish).toEqual({ ENERGY: 550 });
    advance(6000);
    const full = (await as(t, student).get('/tools-api/wallets')).json().data;
    expect(full.wallets.ENERGY).toBe(5);
    expect(full.replenish).toEqual({});
    const ledger = (await as(t, student).get('/tools-api/wallets/ledger')).json().data;
    expect(ledger.entries.map((e: { delta: number; kind: string }) => [e.kind, e.delta])).toEqual([
      ['refill', 1],
      ['refill', 4],
    ]);
  });

  it('starts the clock again a full interval after a spend from the cap', async () => {
    const student = await registerStudent(t.app);
    await as(t, student).get('/tools-api/wallets');
    advance(100_000); // long idle at the cap
    expect((await as(t, student).get('/tools-api/wallets')).json().data.wallets.ENERGY).toBe(5);
    await grant(t, admin, student.user.id, 'ENERGY', -3);
    const spent = (await as(t, student).get('/tools-api/wallets')).json().data;
    expect(spent.wallets.ENERGY).toBe(2);
    expect(spent.replenish).toEqual({ ENERGY: 600 });
    advance(600);
    expect((await as(t, student).get('/tools-api/wallets')).json().data.wallets.ENERGY).toBe(4);
  });

  it('leaves a granted balance above the cap alone', async () => {
    const student = await registerStudent(t.app);
    await grant(t, admin, student.user.id, 'ENERGY', 9);
    advance(6000);
    const data = (await as(t, student).get('/tools-api/wallets')).json().data;
    expect(data.wallets.ENERGY).toBe(9);
    expect(data.replenish).toEqual({});
  });

  it('needs a signed-in user', async () => {
    expect((await as(t, null).get('/tools-api/wallets')).statusCode).toBe(401);
  });
});

describe('POST /tools-api/wallets/grants', () => {
  it('lets an admin grant and revoke with a reason kept in the ledger', async () => {
    const student = await registerStudent(t.app);
    const granted = await as(t, admin).post('/tools-api/wallets/grants', {
      userId: student.user.id,
      wallet: 'DIAMONDS',
      amount: 30,
      reason: 'Won the spring quiz',
    });
    expect(granted.statusCode).toBe(201);
    expect(granted.json().data).toMatchObject({ wallet: 'DIAMONDS', balance: 30 });
    const revoked = await as(t, admin).post('/tools-api/wallets/grants', {
      userId: student.user.id,
      wallet: 'DIAMONDS',
      amount: -12,
      reason: 'Granted twice by mistake',
    });
    expect(revoked.json().data.balance).toBe(18);
    const ledger = (
      await as(t, admin).get(`/tools-api/wallets/ledger?userId=${student.user.id}`)
    ).json().data;
    const diamonds = ledger.entries.filter((e: { wallet: string }) => e.wallet === 'DIAMONDS');
    expect(diamonds).toMatchObject([
      {
        delta: -12,
        kind: 'admin_grant',
        reason: 'Granted twice by mistake',
        actorId: admin.user.id,
      },
      { delta: 30, kind: 'admin_grant', reason: 'Won the spring quiz', actorId: admin.user.id },
    ]);
    expect(diamonds[0].id).toBe(revoked.json().data.entryId);
  });

  it('refuses a revoke larger than the balance with a 409 that says the limit', async () => {
    const student = await registerStudent(t.app);
    await grant(t, admin, student.user.id, 'EXPERIENCE', 40);
    const response = await as(t, admin).post('/tools-api/wallets/grants', {
      userId: student.user.id,
      wallet: 'EXPERIENCE',
      amount: -41,
      reason: 'too much',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'insufficient_balance',
      error: 'The user has 40 experience points; revoke at most 40.',
    });
  });

  it('is for admins only', async () => {
    const student = await registerStudent(t.app);
    const body = { userId: student.user.id, wallet: 'DIAMONDS', amount: 5, reason: 'for me' };
    expect((await as(t, student).post('/tools-api/wallets/grants', body)).statusCode).toBe(403);
    expect((await as(t, null).post('/tools-api/wallets/grants', body)).statusCode).toBe(401);
  });

  it.each([
    ['amount 0', { amount: 0 }],
    ['a fractional amount', { amount: 1.5 }],
    ['an unknown wallet', { wallet: 'GOLD' }],
    ['no reason', { reason: '' }],
    ['a user id that is not an id', { userId: 'me' }],
    ['an unknown field', { note: 'x' }],
  ])('refuses %s with 400', async (_name, change) => {
    const student = await registerStudent(t.app);
    const response = await as(t, admin).post('/tools-api/wallets/grants', {
      userId: student.user.id,
      wallet: 'DIAMONDS',
      amount: 5,
      reason: 'a reason',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
  });

  it('answers 404 for a user that does not exist', async () => {
    const response = await as(t, admin).post('/tools-api/wallets/grants', {
      userId: '00000000-0000-4000-8000-000000000000',
      wallet: 'DIAMONDS',
      amount: 5,
      reason: 'a reason',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /tools-api/wallets/ledger', () => {
  it('pages a user’s own ledger, newest first, with the total', async () => {
    const student = await registerStudent(t.app);
    for (const amount of [1, 2, 3]) await grant(t, admin, student.user.id, 'DIAMONDS', amount);
    const page = (await as(t, student).get('/tools-api/wallets/ledger?limit=2&offset=1')).json()
      .data;
    expect(page.total).toBe(3);
    expect(page.entries.map((e: { delta: number }) => e.delta)).toEqual([2, 1]);
  });

  it('says every kind of change in words naming the thing, old rows and new alike', async () => {
    const student = await registerStudent(t.app);
    const ruleId = '8d2c4e1a-0b6f-4c1e-9a57-3f1f2a9c1d00';
    // What each writer has stored, before and after its sentences said things in words.
    const stored: [typeof walletLedger.$inferInsert.kind, string, string | null][] = [
      ['refill', 'refill', null],
      ['reward', 'Reward for daily_sign_in/today', `reward_rules:${ruleId}`],
      ['reward', 'Reward for puzzles/solved', `reward_rules:${ruleId}`],
      ['reward', 'Reward for leagues/first', `reward_rules:${ruleId}`],
      ['reward', `Reward for quiz_nights/${ruleId}`, `reward_rules:${ruleId}`],
      ['reward', 'Event reward: Reading week', `events:${ruleId}`],
      ['reward', 'Prize for place 2 in Science Cup', `competitions:${ruleId}`],
      ['reward', 'Game: Capitals quiz', `game_rooms:${ruleId}`],
      ['purchase', 'Bought 1 × Energy refill', `purchases:${ruleId}`],
      ['purchase', 'From 1 × Energy refill', `purchases:${ruleId}`],
      ['reward', 'Solved the puzzle “Ocean animals”', `reward_rules:${ruleId}`],
      ['reward', 'Learned 7 days in a row', `reward_rules:${ruleId}`],
    ];
    await t.database.db.insert(walletLedger).values(
      stored.map(([kind, reason, reference], index) => ({
        userId: student.user.id,
        wallet: kind === 'refill' ? ('ENERGY' as const) : ('DIAMONDS' as const),
        delta: kind === 'purchase' && reason.startsWith('Bought') ? -5 : 5,
        kind,
        reason,
        reference,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
      })),
    );
    // The balances follow their ledger, as the book keeps them (a new student has no wallet rows
    // until something is credited, so they are written, not updated).
    for (const [wallet, balance] of [
      ['DIAMONDS', 45],
      ['ENERGY', 5],
    ] as const)
      await t.database.db
        .insert(wallets)
        .values({ userId: student.user.id, wallet, balance })
        .onConflictDoUpdate({ target: [wallets.userId, wallets.wallet], set: { balance } });
    const { entries } = (await as(t, student).get('/tools-api/wallets/ledger?limit=100')).json()
      .data;
    const reasons = (entries as { reason: string }[]).map((entry) => entry.reason).reverse();
    expect(reasons).toEqual([
      'Your energy filled up again over time',
      'Reward for signing in today',
      'Reward for solving a puzzle',
      'Prize for finishing first in your class league this week',
      'A reward from Sparked',
      'Reward for taking part in the event “Reading week”',
      'Prize for finishing second in the competition “Science Cup”',
      'Reward for playing “Capitals quiz”',
      'Bought “Energy refill” in the store',
      'Came with “Energy refill” from the store',
      'Solved the puzzle “Ocean animals”',
      'Learned 7 days in a row',
    ]);
    for (const reason of reasons)
      expect(reason).not.toMatch(/[0-9a-f]{8}-|[a-z]+_[a-z]+|[a-z]\/[a-z]|ENERGY|DIAMONDS|→/);
    // Each carries its catalogue entry, so a Filipino reader's page says it in Filipino (0046).
    const eventReward = (entries as LedgerEntry[]).find((entry) =>
      entry.reason.includes('Reading week'),
    );
    expect(eventReward?.reasonEntry).toEqual({
      id: 'wallet.ledger.event-reward',
      values: { event: 'Reading week' },
    });
    expect(sentenceIn('fil', eventReward?.reason ?? '', eventReward?.reasonEntry)).toBe(
      'Gantimpala sa pagsali sa kaganapang “Reading week”',
    );
    expect((entries as LedgerEntry[]).every((entry) => entry.reasonEntry)).toBe(true);
  });

  it('keeps an admin’s own words as written, with no entry', async () => {
    const student = await registerStudent(t.app);
    await grant(t, admin, student.user.id, 'DIAMONDS', 3);
    const [entry] = (await as(t, student).get('/tools-api/wallets/ledger')).json().data.entries;
    expect(entry.reason).toBe('test grant');
    expect(entry).not.toHaveProperty('reasonEntry');
  });

  it('keeps another user’s ledger to admins', async () => {
    const [student, other] = [await registerStudent(t.app), await registerStudent(t.app)];
    const url = `/tools-api/wallets/ledger?userId=${other.user.id}`;
    expect((await as(t, student).get(url)).statusCode).toBe(403);
    expect((await as(t, admin).get(url)).statusCode).toBe(200);
    expect((await as(t, null).get('/tools-api/wallets/ledger')).statusCode).toBe(401);
  });

  it.each(['limit=0', 'limit=101', 'offset=-1', 'limit=ten', 'userId=x', 'sort=asc'])(
    'refuses ?%s with 400',
    async (query) => {
      const student = await registerStudent(t.app);
      const response = await as(t, student).get(`/tools-api/wallets/ledger?${query}`);
      expect(response.statusCode).toBe(400);
    },
  );
});
