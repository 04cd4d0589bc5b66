import { afterAll, describe, expect, it } from 'vitest';
import {
  createMemoryStore,
  createRedisStore,
  RateLimiter,
  type RateLimitStore,
} from './rate-limit';

const stores: Array<[string, () => RateLimitStore]> = [['memory', () => createMemoryStore()]];
// Redis is exercised where one is offered (CI sets TEST_REDIS_URL).
if (process.env.TEST_REDIS_URL)
  stores.push(['redis', () => createRedisStore(process.env.TEST_REDIS_URL ?? '')]);

describe.each(stores)('RateLimiter on the %s store', (_name, makeStore) => {
  const store = makeStore();
  afterAll(() => store.close());
  const limiter = new RateLimiter(store, 60_000);
  const key = `test:${Math.random()}`;

  it('allows up to the limit, then answers 429 with Retry-After', async () => {
    await limiter.consume([{ key, max: 2 }]);
    await limiter.consume([{ key, max: 2 }]);
    const blocked = await limiter.consume([{ key, max: 2 }]).catch((error: unknown) => error);
    expect(blocked).toMatchObject({
      statusCode: 429,
      code: 'rate_limited',
      headers: { 'retry-after': '60' },
    });
  });

  it('holds a key for the time asked, whatever it counted', async () => {
    const held = `${key}:held`;
    await limiter.hold(held, 5_000);
    const blocked = await limiter.assertAllowed([{ key: held, max: 1 }]).catch((e: unknown) => e);
    expect(blocked).toMatchObject({ statusCode: 429, headers: { 'retry-after': '5' } });
  });

  it('forgets a key that is reset', async () => {
    await limiter.reset(key);
    await expect(limiter.assertAllowed([{ key, max: 1 }])).resolves.toBeUndefined();
  });
});

describe('memory store windows', () => {
  it('starts a new window once the old one has passed', async () => {
    let now = 0;
    const store = createMemoryStore(() => now);
    expect((await store.hit('k', 1000)).count).toBe(1);
    expect((await store.hit('k', 1000)).count).toBe(2);
    now = 1000;
    expect((await store.hit('k', 1000)).count).toBe(1);
  });
});
