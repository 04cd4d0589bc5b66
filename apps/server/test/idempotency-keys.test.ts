import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database';
import { idempotencyKeys } from '../src/db/schema';
import { AppError } from '../src/http/errors';
import {
  abandonedAfterSeconds,
  createIdempotency,
  keyHeartbeatSeconds,
} from '../src/http/idempotency';
import { openTestDatabase } from './support/test-app';
import { createUser } from './support/users';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const purchase = (key: string) =>
  ({
    method: 'POST',
    url: '/sparked-api/items/refill/purchase',
    body: { category_id: 'power-ups' },
    headers: { 'idempotency-key': key },
  }) as unknown as FastifyRequest;

/** Moves the key's last mark of life `seconds` into the past. */
const unmarkedFor = (userId: string, key: string, seconds: number) =>
  database.db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));

const isConflict = (error: unknown) => error instanceof AppError && error.statusCode === 409;

describe('an Idempotency-Key in progress', () => {
  it(`is taken over once unmarked for ${abandonedAfterSeconds} s: its instance died`, async () => {
    const student = await createUser(database.db, 'student');
    const answerOnce = createIdempotency(database.db);
    let finish = () => {};
    // The first request holds the key and never ends, as on an instance killed mid-request.
    const held = answerOnce(
      purchase('killed-mid-purchase'),
      student.id,
      200,
      () =>
        new Promise((resolve) => {
          finish = () => resolve({ bought: 'first' });
        }),
    );
    const retry = () =>
      answerOnce(purchase('killed-mid-purchase'), student.id, 200, async () => ({
        bought: 'retry',
      }));
    await expect(retry()).rejects.toSatisfy(isConflict);
    await unmarkedFor(student.id, 'killed-mid-purchase', abandonedAfterSeconds - 5);
    await expect(retry()).rejects.toSatisfy(isConflict);
    await unmarkedFor(student.id, 'killed-mid-purchase', abandonedAfterSeconds + 1);
    expect(await retry()).toEqual({ status: 200, body: '{"bought":"retry"}', replayed: false });
    finish();
    await held;
  });

  it('is marked alive while its request runs, so a long request keeps it', async () => {
    const student = await createUser(database.db, 'student');
    const answerOnce = createIdempotency(database.db);
    let age = Number.NaN;
    await answerOnce(purchase('a-long-import'), student.id, 200, async () => {
      await unmarkedFor(student.id, 'a-long-import', 60);
      await new Promise((resolve) => setTimeout(resolve, keyHeartbeatSeconds * 1000 + 700));
      const [row] = await database.db
        .select({ age: sql<number>`extract(epoch from now() - ${idempotencyKeys.createdAt})` })
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, 'a-long-import'));
      age = Number(row?.age);
      return { imported: true };
    });
    expect(age).toBeLessThan(2);
  });
});
