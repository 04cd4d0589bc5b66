import {
  connectRedis,
  type RedisLink,
  type RedisLinkOptions,
  suspectLink,
} from '../modules/core/redis-link';
import { AppError } from './errors';

export interface RateLimitStore {
  /** Counts one hit and returns the count in the current window and ms until it resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  peek(key: string): Promise<{ count: number; resetMs: number }>;
  /** Sets the key to one hit that lasts `ms`, whatever it held. */
  hold(key: string, ms: number): Promise<void>;
  reset(key: string): Promise<void>;
  /** Whether the shared store answers (always, in memory): part of readiness. */
  ping(): Promise<boolean>;
  /** The Redis connection behind a shared store: its state is logged and shown by `/readyz`. */
  link?: RedisLink;
  close(): Promise<void>;
}

/** Fixed-window counters in memory: right for one instance; use Redis when there are several. */
export function createMemoryStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async hit(key, windowMs) {
      const entry = live(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetMs: entry.resetAt - now() };
    },
    async peek(key) {
      const entry = live(key);
      return { count: entry?.count ?? 0, resetMs: entry ? entry.resetAt - now() : 0 };
    },
    async hold(key, ms) {
      windows.set(key, { count: 1, resetAt: now() + ms });
    },
    async reset(key) {
      windows.delete(key);
    },
    ping: async () => true,
    async close() {
      windows.clear();
    },
  };
}

/**
 * Counters in Redis, shared by every instance. While Redis is unreachable each instance counts in
 * its own memory (decision 0041): limits still apply, per instance, and nothing waits for Redis;
 * when it answers again the shared counters take over.
 */
export function createRedisStore(url: string, options: RedisLinkOptions = {}): RateLimitStore {
  const link = connectRedis(url, options);
  const { redis } = link;
  const fallback = createMemoryStore();
  const prefixed = (key: string) => `sparked:rl:${key}`;
  /** Redis when it is up and answers, the instance's own counters otherwise. */
  const either =
    <Args extends unknown[], Result>(
      shared: (...args: Args) => Promise<Result>,
      alone: (...args: Args) => Promise<Result>,
    ) =>
    async (...args: Args): Promise<Result> => {
      if (link.state === 'connecting') await link.settled;
      if (link.state !== 'up') return alone(...args);
      try {
        return await shared(...args);
      } catch (error) {
        suspectLink(link, error);
        return alone(...args);
      }
    };
  return {
    link,
    hit: either(async (key: string, windowMs: number) => {
      const result = await redis
        .multi()
        .incr(prefixed(key))
        .pexpire(prefixed(key), windowMs, 'NX')
        .pttl(prefixed(key))
        .exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { count, resetMs: ttl > 0 ? ttl : windowMs };
    }, fallback.hit),
    peek: either(async (key: string) => {
      const [count, ttl] = await Promise.all([redis.get(prefixed(key)), redis.pttl(prefixed(key))]);
      return { count: Number(count ?? 0), resetMs: Math.max(ttl, 0) };
    }, fallback.peek),
    hold: either(async (key: string, ms: number) => {
      await redis.set(prefixed(key), 1, 'PX', ms);
    }, fallback.hold),
    reset: either(async (key: string) => {
      await redis.del(prefixed(key));
    }, fallback.reset),
    ping: () =>
      redis.ping().then(
        (answer) => answer === 'PONG',
        () => false,
      ),
    async close() {
      await fallback.close();
      await link.close();
    },
  };
}

export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly windowMs: number,
  ) {}

  /** Throws 429 with Retry-After when any key has reached its limit. */
  async assertAllowed(limits: ReadonlyArray<{ key: string; max: number }>): Promise<void> {
    const states = await Promise.all(limits.map(({ key }) => this.store.peek(key)));
    const blocked = states.filter((state, i) => state.count >= (limits[i]?.max ?? 0));
    if (blocked.length > 0)
      throw tooManyRequests(Math.max(...blocked.map((state) => state.resetMs)));
  }

  /**
   * Counts an attempt against every key; throws 429 once any key goes over its limit, saying
   * `what` was too much ("Too many attempts." unless told).
   */
  async consume(
    limits: ReadonlyArray<{ key: string; max: number }>,
    what?: TooMuch,
  ): Promise<void> {
    const states = await Promise.all(limits.map(({ key }) => this.store.hit(key, this.windowMs)));
    const blocked = states.filter((state, i) => state.count > (limits[i]?.max ?? 0));
    if (blocked.length > 0)
      throw tooManyRequests(Math.max(...blocked.map((state) => state.resetMs)), what);
  }

  /** Counts an attempt against every key and answers each key's count in the window. */
  async record(keys: readonly string[]): Promise<number[]> {
    const states = await Promise.all(keys.map((key) => this.store.hit(key, this.windowMs)));
    return states.map((state) => state.count);
  }

  /** Refuses the key (429 from assertAllowed with max 1) for the next `ms`. */
  async hold(key: string, ms: number): Promise<void> {
    await this.store.hold(key, ms);
  }

  async reset(key: string): Promise<void> {
    await this.store.reset(key);
  }
}

/**
 * What was too much, as a sentence that ends with when to try again: a descriptor whose message
 * has a `{seconds}` argument (decision 0046), filled in here.
 */
export type TooMuch = { id: string; message: string };

const tooManyAttempts: TooMuch = /*i18n*/ {
  id: 'rate-limit.too-many-attempts',
  message: 'Too many attempts. Try again in {seconds} seconds.',
};

function tooManyRequests(resetMs: number, what: TooMuch = tooManyAttempts): AppError {
  const retryAfter = Math.max(1, Math.ceil(resetMs / 1000));
  return new AppError(
    429,
    'rate_limited',
    { ...what, values: { seconds: retryAfter } },
    undefined,
    { 'retry-after': String(retryAfter) },
  );
}
