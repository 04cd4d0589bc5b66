import { endpoints, mountedPath } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/database';
import { createRedisStore, type RateLimitStore } from '../src/http/rate-limit';
import { createRedisGameBus, type GameBus } from '../src/modules/core/game-bus';
import { seedThemes } from '../src/seed/seed';
import { throwawayRedis } from './support/redis-server';
import { openTestDatabase } from './support/test-app';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * The longest a sign-in may take here: far over one on a loaded 2-core machine, far under a
 * command queued until Redis returns (for ever) or retried on a dead connection.
 */
const answerBoundMs = 2500;

/** Polls until `check` holds, failing after `ms`. */
async function within(ms: number, check: () => Promise<boolean> | boolean) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await pause(25);
  }
}

let redis: Awaited<ReturnType<typeof throwawayRedis>>;
let database: DatabaseHandle;
let app: FastifyInstance;
let store: RateLimitStore;
let bus: GameBus;
/** The app's log lines that speak of Redis (it logs to stdout). */
const redisLines: { level: number; msg: string }[] = [];

beforeAll(async () => {
  redis = await throwawayRedis();
  database = await openTestDatabase();
  await seedThemes(database.db);
  const write = process.stdout.write.bind(process.stdout);
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk, ...rest) => {
    const text = String(chunk);
    if (!text.startsWith('{"level"')) return write(chunk, ...(rest as []));
    for (const line of text.split('\n').filter(Boolean)) {
      const entry = JSON.parse(line) as { level: number; msg: string };
      if (entry.msg?.startsWith('Redis')) redisLines.push(entry);
    }
    return true;
  });
  store = createRedisStore(redis.url);
  bus = createRedisGameBus(redis.url);
  app = await buildApp({
    config: loadConfig({
      LOG_LEVEL: 'info',
      RATE_LIMIT_LOGIN_IP_MAX: '3',
      RATE_LIMIT_LOGIN_ACCOUNT_MAX: '1000',
    }),
    database,
    rateLimitStore: store,
    gameBus: bus,
    serveWeb: false,
  });
  await app.ready();
}, 240_000);

afterAll(async () => {
  await app?.close();
  await store?.close();
  await bus?.close();
  await database?.close();
  await redis?.kill();
  vi.restoreAllMocks();
}, 120_000);

/** A failed sign-in from `ip`, timed: counted against the address's limit of three. */
async function failedSignIn(ip: string) {
  const started = performance.now();
  const answer = await app.inject({
    method: 'POST',
    url: mountedPath(endpoints.login),
    remoteAddress: ip,
    payload: { email: 'nobody@sparked.test', password: 'not a password of anyone' },
  });
  return { status: answer.statusCode, ms: performance.now() - started };
}

/** Four sign-ins from one address: three refused as wrong, the fourth as too many. */
async function limitHolds(ip: string) {
  const answers = [];
  for (let i = 0; i < 4; i += 1) answers.push(await failedSignIn(ip));
  expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 429]);
  return Math.max(...answers.map((answer) => answer.ms));
}

const readiness = async () => {
  const answer = await app.inject('/readyz');
  return { status: answer.statusCode, redis: answer.json().redis as string };
};

/** Whether the shared store holds the address's counter: the limit was counted in Redis. */
async function countedInRedis(ip: string) {
  const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
  try {
    await client.connect();
    return (await client.get(`sparked:rl:login:ip:${ip}`)) !== null;
  } finally {
    client.disconnect();
  }
}

describe('losing Redis degrades, never stops the product', () => {
  it('keeps limits and answers while Redis is killed and restarted, and logs it once each way', async () => {
    await within(3000, async () => (await readiness()).redis === 'up');
    await limitHolds('10.0.0.1');
    expect(await countedInRedis('10.0.0.1')).toBe(true);

    await redis.kill();
    // Straight after the kill, before anything noticed: still an answer, never a 500 or a hang.
    const first = await failedSignIn('10.0.0.2');
    expect(first.status).toBe(401);
    expect(first.ms).toBeLessThan(answerBoundMs);
    await within(2000, async () => (await readiness()).redis === 'down');
    expect(await readiness()).toEqual({ status: 200, redis: 'down' });
    // Counted in this instance's memory meanwhile: the limit still applies.
    expect(await limitHolds('10.0.0.3')).toBeLessThan(answerBoundMs);
    // The counters themselves answer from memory, waiting for no connection.
    const counting = performance.now();
    await store.hit('while-away', 60_000);
    expect(performance.now() - counting).toBeLessThan(250);

    await redis.start();
    await within(5000, async () => (await readiness()).redis === 'up');
    await limitHolds('10.0.0.4');
    expect(await countedInRedis('10.0.0.4')).toBe(true);

    const warnings = redisLines.filter((line) => line.level === 40);
    const recoveries = redisLines.filter((line) => line.level === 30);
    // Once per degraded facility (rate limits, game bus), however many requests came meanwhile.
    expect(warnings.map((line) => line.msg).sort()).toEqual([
      'Redis is unreachable: live games update only the sockets on this instance until it returns',
      'Redis is unreachable: rate limits count in this instance’s memory until it returns',
    ]);
    expect(recoveries).toHaveLength(2);
  }, 30_000);

  it('answers within a bound when Redis stops answering on an open connection', async () => {
    await within(3000, async () => (await readiness()).redis === 'up');
    redis.pause();
    try {
      // The first waits for the command timeout (500 ms), then the link is down and none waits.
      const first = await failedSignIn('10.0.1.1');
      expect(first.status).toBe(401);
      expect(first.ms).toBeLessThan(answerBoundMs + 500);
      await within(2000, () => store.link?.state === 'down');
      expect(await limitHolds('10.0.1.2')).toBeLessThan(answerBoundMs);
      expect((await readiness()).status).toBe(200);
    } finally {
      redis.resume();
    }
    await within(5000, async () => (await readiness()).redis === 'up');
  }, 30_000);

  it('fans rooms out in process while Redis is away, and between instances again once back', async () => {
    const other = createRedisGameBus(redis.url);
    const heardHere: string[] = [];
    const heardThere: string[] = [];
    const stopHere = bus.subscribe((roomId) => heardHere.push(roomId));
    const stopThere = other.subscribe((roomId) => heardThere.push(roomId));
    try {
      await within(3000, () => bus.link?.state === 'up' && other.link?.state === 'up');
      // Until the other's SUBSCRIBE is through, Redis has no one to tell.
      let published = 0;
      await within(5000, async () => {
        await bus.publish('room-before');
        published += 1;
        await pause(50);
        return heardThere.includes('room-before');
      });
      // Heard here once per publish: in process, never again through Redis.
      expect(heardHere.filter((id) => id === 'room-before')).toHaveLength(published);

      await redis.kill();
      const started = performance.now();
      await bus.publish('room-during');
      expect(performance.now() - started).toBeLessThan(250);
      // This instance's own sockets still hear it.
      expect(heardHere).toContain('room-during');

      await redis.start();
      // Resubscribed: a change made here reaches the other instance again.
      await within(5000, async () => {
        await bus.publish('room-after');
        await pause(50);
        return heardThere.includes('room-after');
      });
    } finally {
      stopHere();
      stopThere();
      await other.close();
    }
  }, 30_000);
});
