import { Redis } from 'ioredis';

/** Whether Redis answers: `connecting` until the first answer or the first failure. */
export type RedisState = 'connecting' | 'up' | 'down';

/**
 * One connection to Redis that never makes a request wait for it (decision 0041): a command
 * while the connection is down fails at once (no offline queue), one that Redis does not answer
 * within `commandTimeoutMs` fails too, and the caller falls back to what it can do alone. The
 * connection keeps trying in the background and says when its state changes, so the loss is
 * logged once and the recovery once, never per request.
 */
export interface RedisLink {
  readonly state: RedisState;
  readonly redis: Redis;
  /** Resolves once the first connection attempt has succeeded or failed. */
  readonly settled: Promise<void>;
  /** Called on every change of state; answers a function that stops listening. */
  onChange(listener: (state: RedisState) => void): () => void;
  close(): Promise<void>;
}

export interface RedisLinkOptions {
  /** How long one command may wait for an answer before it counts as failed. */
  commandTimeoutMs?: number;
  /** Subscribers queue their SUBSCRIBE until connected and resubscribe after a reconnect. */
  subscriber?: boolean;
}

export function connectRedis(url: string, options: RedisLinkOptions = {}): RedisLink {
  const commandTimeoutMs = options.commandTimeoutMs ?? 500;
  const redis = new Redis(url, {
    // A command while Redis is away fails now rather than waiting in a queue for its return.
    enableOfflineQueue: options.subscriber === true,
    maxRetriesPerRequest: options.subscriber ? null : 0,
    commandTimeout: options.subscriber ? undefined : commandTimeoutMs,
    connectTimeout: 2_000,
    // Reconnect forever, backing off to one attempt a second.
    retryStrategy: (times) => Math.min(times * 100, 1_000),
  });
  const listeners = new Set<(state: RedisState) => void>();
  let state: RedisState = 'connecting';
  let closing = false;
  let settle = () => {};
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const become = (next: RedisState) => {
    if (next === state || closing) return;
    state = next;
    settle();
    for (const listener of listeners) listener(next);
  };
  redis.on('ready', () => become('up'));
  // Each failed reconnect attempt raises an error; the state says it once.
  redis.on('error', () => {
    if (redis.status !== 'ready') become('down');
  });
  redis.on('close', () => become('down'));
  return {
    get state() {
      return state;
    },
    redis,
    settled,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closing = true;
      settle();
      listeners.clear();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * A command's failure that means Redis is unreachable or silent, rather than a wrong command:
 * the connection is dropped and made again, so a Redis that stopped answering on an open socket
 * is noticed (its state goes down) instead of costing every request a timeout.
 */
export function suspectLink(link: RedisLink, error: unknown) {
  if (error instanceof Error && error.message === 'Command timed out') link.redis.disconnect(true);
}

/** What `/readyz` says of Redis: `none` when the instance runs without it. */
export type RedisReport = 'up' | 'down' | 'none';

interface Watched {
  link: RedisLink | undefined;
  /** What still works while Redis is away, and what comes back with it. */
  lost: string;
  back: string;
}

/**
 * Logs each Redis connection's loss once as a warning and its return once (decision 0041), and
 * answers how Redis is for `/readyz`. A first connection that succeeds says nothing.
 */
export function watchRedis(
  watched: readonly Watched[],
  log: { warn(message: string): void; info(message: string): void },
): () => RedisReport {
  const links = watched.flatMap(({ link, lost, back }) => {
    if (!link) return [];
    let wasDown = link.state === 'down';
    if (wasDown) log.warn(lost);
    link.onChange((state) => {
      if (state === 'down' && !wasDown) log.warn(lost);
      if (state === 'up' && wasDown) log.info(back);
      wasDown = state === 'down';
    });
    return [link];
  });
  return () => {
    if (links.length === 0) return 'none';
    return links.every((link) => link.state === 'up') ? 'up' : 'down';
  };
}
