import { walletNames } from '@sparked/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, ledgerMismatches, purchase, signInAdmin, storeItem } from './support/economy';
import { createTestApp, type TestApp } from './support/test-app';
import { registerStudent, type SignedIn } from './support/users';

let t: TestApp;
let admin: SignedIn;
let students: SignedIn[];
let clock = new Date('2026-05-01T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp(
    { ENERGY_REFILL_INTERVAL_SECONDS: '60', ENERGY_REFILL_CAP: '5' },
    () => clock,
  );
  admin = await signInAdmin(t);
  students = [
    await registerStudent(t.app),
    await registerStudent(t.app),
    await registerStudent(t.app),
  ];
  // An unlimited reward, so random claims keep feeding a wallet that purchases spend.
  await as(t, admin).post('/tools-api/rewards/rules', {
    referenceTable: 'quiz_answers',
    referenceSelector: 'correct',
    wallet: 'DIAMONDS',
    amount: 4,
    limit: 'unlimited',
  });
});
afterAll(() => t.close());

const user = fc.nat({ max: 2 });
const operation = fc.oneof(
  fc.record({
    type: fc.constant('claim' as const),
    user,
    reference: fc.constantFrom(
      { referenceTable: 'daily_sign_in', referenceSelector: 'today' },
      { referenceTable: 'quiz_answers', referenceSelector: 'correct' },
    ),
  }),
  fc.record({
    type: fc.constant('purchase' as const),
    user,
    item: fc.constantFrom('Energy refill', 'Streak freeze'),
    quantity: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
  }),
  // Owned-once items are bought without a quantity.
  fc.record({
    type: fc.constant('purchase' as const),
    user,
    item: fc.constantFrom('FrontHair6', 'FrontHair2'),
    quantity: fc.constant(undefined),
  }),
  fc.record({
    type: fc.constant('refill' as const),
    user,
    seconds: fc.integer({ min: 0, max: 400 }),
  }),
  fc.record({
    type: fc.constant('grant' as const),
    user,
    wallet: fc.constantFrom(...walletNames),
    amount: fc.integer({ min: -40, max: 40 }).filter((amount) => amount !== 0),
  }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

async function run(op: Operation) {
  const student = students[op.user] as SignedIn;
  switch (op.type) {
    case 'claim':
      return as(t, student).post('/tools-api/rewards', op.reference);
    case 'purchase':
      return purchase(t, student, await storeItem(t, student, op.item), op.quantity);
    case 'refill':
      clock = new Date(clock.getTime() + op.seconds * 1000);
      return as(t, student).get('/tools-api/wallets');
    case 'grant':
      return as(t, admin).post('/tools-api/wallets/grants', {
        userId: student.user.id,
        wallet: op.wallet,
        amount: op.amount,
        reason: 'property test',
      });
  }
}

describe('wallet invariants', () => {
  it('keep every balance ≥ 0 and equal to its ledger sum after any sequence of operations', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Steps of one to three operations that run at the same time.
        fc.array(fc.array(operation, { minLength: 1, maxLength: 3 }), {
          minLength: 1,
          maxLength: 8,
        }),
        async (steps) => {
          for (const step of steps) {
            const responses = await Promise.all(step.map(run));
            for (const response of responses) {
              // Refusals (not enough, already owned) are fine; a server error never is.
              expect([200, 201, 409]).toContain(response.statusCode);
            }
          }
          expect(await ledgerMismatches(t.database.db)).toEqual([]);
        },
      ),
      { numRuns: 25 },
    );
  });
});
