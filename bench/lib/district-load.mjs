// Load as people make it: `users` simulated people at once, each doing a page's API calls (as the
// page does them, together or one after another), reading it for `thinkMs` (0.5 to 1.5 times it),
// then the next visit, for `seconds` after `warmup` uncounted seconds. (Without a pause, 50
// people clicking nonstop are 50 connections hammering: by Little's law a visit then takes
// 50 ÷ visits per second, whatever each call costs.) Every call's time is kept, so the figure is the p95 of the calls a
// page waits for, at that many people; autocannon gives no p95 and cannot follow a page's calls.
import { readFileSync } from 'node:fs';
import { percentiles } from './percentiles.mjs';

/**
 * CPU seconds the whole machine has spent busy (Linux /proc/stat: every state but idle and
 * iowait), less this process's own: on a quiet machine, what the server and PostgreSQL used.
 */
function othersBusySeconds() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = ticks.map(Number);
  const ownUsage = process.cpuUsage();
  // /proc/stat counts in USER_HZ, 100 a second on Linux.
  return (
    (user + nice + system + irq + softirq + steal) / 100 - (ownUsage.user + ownUsage.system) / 1e6
  );
}

/**
 * A fetch that throws on an error answer and answers the JSON body's `data` (or the response).
 * With `attempts` (through HAProxy, `npm run bench:faults` with FAULTS_DISTRICT=1), each answer
 * is also pushed there as `fault-load.mjs` records a write's (status, `X-Served-By`, Retry-After,
 * times; status 0 when nothing answered), and the error thrown carries the Retry-After.
 */
export function apiClient(url, accessToken, attempts) {
  return async (path, init = {}) => {
    const sentAt = Date.now();
    let response;
    let text;
    try {
      response = await fetch(`${url}${path}`, {
        ...init,
        headers: {
          ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...init.headers,
        },
      });
      text = await response.text();
    } catch (error) {
      const code = error.cause?.code ?? error.name;
      attempts?.push({ status: 0, servedBy: 'no answer', code, sentAt, ms: Date.now() - sentAt });
      throw error;
    }
    const retryAfter = Number(response.headers.get('retry-after') ?? 0) || null;
    attempts?.push({
      status: response.status,
      servedBy: response.headers.get('x-served-by') ?? 'haproxy',
      retryAfter,
      sentAt,
      ms: Date.now() - sentAt,
    });
    if (!response.ok)
      throw Object.assign(new Error(`${path}: ${response.status} ${text}`), { retryAfter });
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('json')) return text;
    // The API's answers are `{ data }`; an xAPI StatementResult is itself.
    const body = JSON.parse(text);
    return 'data' in body ? body.data : body;
  };
}

/**
 * Runs `visit(user, timed)` for each of `users` people over and over; `timed(promise)` records a
 * call. Answers the calls' p50 and p95 (ms), how many were counted, the visits per second, the
 * CPU milliseconds the rest of the machine (the server and PostgreSQL) spent per visit, and the
 * counted calls themselves (`samples`: `{ sentAt, ms }`, to leave out a fault's window).
 */
export async function peopleLoad({
  users,
  seconds = Number(process.env.DISTRICT_BENCH_SECONDS ?? 8),
  warmup = 2,
  thinkMs = 1000,
  visit,
}) {
  const samples = [];
  let counting = false;
  let visits = 0;
  let busyAtStart = 0;
  const timed = async (call) => {
    const sentAt = Date.now();
    const started = performance.now();
    const result = await call();
    if (counting) samples.push({ sentAt, ms: performance.now() - started });
    return result;
  };
  const started = performance.now();
  const end = started + (warmup + seconds) * 1000;
  setTimeout(() => {
    counting = true;
    busyAtStart = othersBusySeconds();
  }, warmup * 1000);
  await Promise.all(
    Array.from({ length: users }, async (_, user) => {
      while (performance.now() < end) {
        await visit(user, timed);
        if (counting) visits += 1;
        await new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())));
      }
    }),
  );
  if (samples.length === 0) throw new Error('no call finished in the counted time');
  // The last visits end after the counted time, so this errs a little high, never low.
  const cpuMsPerVisit = ((othersBusySeconds() - busyAtStart) * 1000) / visits;
  return {
    ...percentiles(samples.map((sample) => sample.ms)),
    calls: samples.length,
    samples,
    visitsPerSecond: visits / seconds,
    cpuMsPerVisit,
  };
}
