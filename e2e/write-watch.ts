import type { Page, Request } from '@playwright/test';
import { type EndpointRoute, mountedPath } from '../packages/contracts/src/shared/endpoint-route';
import { endpointRoutes } from '../packages/contracts/src/shared/endpoint-routes.gen';

/** One request that asks the server to change something, with what the server answered. */
export interface Write {
  method: string;
  path: string;
  entry: string;
  idempotent: boolean;
  key: string | undefined;
  status: number;
  replayed: boolean;
}

const readOnly = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes that are not a person's intent: the session's own upkeep and the page-view beacon.
 * Neither has a button, and neither makes a record a second press could double.
 */
const housekeeping = new Set(['refreshTokens', 'cookie', 'analyticsEvent']);

const entries = Object.entries(endpointRoutes as Record<string, EndpointRoute>).map(
  ([name, route]) => ({
    name,
    route,
    pattern: new RegExp(`^${mountedPath(route).replace(/\{[A-Za-z]+\}/g, '[^/]+')}$`),
  }),
);

const entryOf = (method: string, path: string) =>
  entries.find((entry) => entry.route.method === method && entry.pattern.test(path));

/**
 * Records every write the page sends to the API, so a test can see what one press of a button
 * did: `settled` waits until no write is on its way, `take` hands over what was recorded since.
 */
export function watchWrites(page: Page) {
  let recorded: Write[] = [];
  const pending = new Set<Request>();
  let lastChange = Date.now();
  const isWrite = (request: Request) => !readOnly.has(request.method());
  page.on('request', (request) => {
    if (!isWrite(request)) return;
    pending.add(request);
    lastChange = Date.now();
  });
  const finish = async (request: Request) => {
    if (!pending.delete(request)) return;
    lastChange = Date.now();
    const path = new URL(request.url()).pathname;
    const entry = entryOf(request.method(), path);
    if (!entry || housekeeping.has(entry.name)) return;
    const response = await request.response();
    recorded.push({
      method: request.method(),
      path,
      entry: entry.name,
      idempotent: entry.route.idempotent === true,
      key: (await request.allHeaders())['idempotency-key'],
      status: response?.status() ?? 0,
      replayed: (await response?.allHeaders())?.['idempotent-replayed'] === 'true',
    });
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  return {
    /** Resolves once no write has been on its way for `quietMs` (and at least that long). */
    async settled(quietMs = 600, timeoutMs = 15_000) {
      const start = Date.now();
      lastChange = Math.max(lastChange, start);
      while (pending.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() - start > timeoutMs) break;
        await page.waitForTimeout(100);
      }
    },
    take() {
      const taken = recorded;
      recorded = [];
      return taken;
    },
  };
}

/**
 * What is wrong with the writes of one double click, if anything: an idempotent write without a
 * key, or a second write to the same address that did the thing again, rather than carrying the
 * first one's key and getting its answer replayed (or being turned away while it still ran).
 */
export function doubledWrites(writes: Write[]): string[] {
  const problems = writes
    .filter((write) => write.idempotent && !write.key)
    .map((write) => `${write.method} ${write.path} (${write.entry}) was sent without a key`);
  const byAddress = new Map<string, Write[]>();
  for (const write of writes) {
    const address = `${write.method} ${write.path}`;
    byAddress.set(address, [...(byAddress.get(address) ?? []), write]);
  }
  for (const [address, sent] of byAddress) {
    const done = sent.filter(
      (write, index) =>
        !(
          write.key &&
          sent.slice(0, index).some((earlier) => earlier.key === write.key) &&
          (write.replayed || write.status === 409)
        ),
    );
    if (done.length > 1)
      problems.push(
        `${address} was done ${done.length} times (keys ${sent.map((write) => write.key ?? 'none').join(', ')}; answers ${sent.map((write) => write.status).join(', ')})`,
      );
  }
  return problems;
}
