// What `npm run bench:faults` concludes from its record (bench/lib/fault-load.mjs): acknowledged
// writes looked up in the database, answers per instance, and each fault's error window.
import { printRows } from './load.mjs';
import { percentiles } from './percentiles.mjs';

/**
 * Acknowledged writes the database does not hold, by kind, and purchase keys paid more than once.
 * A purchase is found by its ledger entries' Idempotency-Key; progress, completions and answers
 * by their statement (the client's id, which the player keeps as the action's record).
 */
export async function lostWrites(client, acknowledged) {
  const keysOf = (kinds) => acknowledged.filter((w) => kinds.includes(w.kind)).map((w) => w.key);
  const purchases = keysOf(['purchase']);
  const statements = keysOf(['progress', 'completion', 'answer']);
  const paid = await client.query(
    `select idempotency_key as key, count(distinct reference)::int as purchases
       from wallet_ledger where kind = 'purchase' and idempotency_key = any($1::text[])
      group by idempotency_key`,
    [purchases],
  );
  const found = await client.query(
    'select id::text as key from learning_statements where id = any($1::uuid[])',
    [statements],
  );
  const held = new Set([...paid.rows, ...found.rows].map((row) => row.key));
  const lost = {};
  for (const write of acknowledged)
    if (!held.has(write.key)) lost[write.kind] = (lost[write.kind] ?? 0) + 1;
  return { lost, paidTwice: paid.rows.filter((row) => row.purchases > 1).length };
}

/**
 * An answer a client must never get, from an instance or from HAProxy: a 5xx other than a 503
 * with Retry-After (which says "try again then"; a lost connection is counted apart, as status 0).
 */
export const forbidden = (a) => a.status >= 500 && !(a.status === 503 && a.retryAfter);

const failed = (a) => a.status === 0 || a.status >= 400;

/** Per instance (and HAProxy's own answers, and no answer at all): counts by status and times. */
export function perInstance(attempts) {
  const rows = new Map();
  for (const a of attempts) {
    const row = rows.get(a.servedBy) ?? { attempts: [], statuses: {} };
    row.attempts.push(a);
    row.statuses[a.status] = (row.statuses[a.status] ?? 0) + 1;
    rows.set(a.servedBy, row);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([servedBy, { attempts: answered, statuses }]) => {
      const ok = answered.filter((a) => a.status >= 200 && a.status < 300).map((a) => a.ms);
      const times = ok.length ? percentiles(ok) : { p50: Number.NaN, p95: Number.NaN };
      return { servedBy, answers: answered.length, ok: ok.length, statuses, ...times };
    });
}

/** Prints `heading` and the answers per instance as a table. */
export function printPerInstance(heading, attempts) {
  console.log(heading);
  printRows(
    ['answered by', 'answers', '2xx', 'p50 ms', 'p95 ms', 'statuses'],
    perInstance(attempts).map((row) => [
      row.servedBy,
      row.answers,
      row.ok,
      row.p50.toFixed(0),
      row.p95.toFixed(0),
      JSON.stringify(row.statuses),
    ]),
  );
}

/**
 * For each fault (`{ name, at }`, in order), the failed attempts answered between it and the next:
 * how many, by status (and error code), the window from the fault to the last of them and from
 * the first to the last (ms); and the writes first sent then that took more than one try, with
 * the longest time one of them took from its first try to its acknowledgement. Failures before the
 * first fault are reported under "before any fault".
 */
export function errorWindows({ attempts, acknowledged }, faults) {
  const spans = [{ name: 'before any fault', at: 0 }, ...faults];
  return spans.map((fault, index) => {
    const end = spans[index + 1]?.at ?? Number.POSITIVE_INFINITY;
    const within = (time) => time >= fault.at && time < end;
    // A failure belongs to the last fault before its answer (a request sent just before a fault
    // fails by it).
    const failures = attempts.filter((a) => failed(a) && within(a.sentAt + a.ms));
    const byStatus = {};
    for (const a of failures) {
      const answer = a.code ? `${a.status} ${a.code}` : String(a.status);
      byStatus[answer] = (byStatus[answer] ?? 0) + 1;
    }
    const retried = acknowledged.filter((w) => w.tries > 1 && within(w.first));
    const first = Math.min(...failures.map((a) => a.sentAt));
    const last = Math.max(...failures.map((a) => a.sentAt + a.ms));
    return {
      name: fault.name,
      failures: failures.length,
      byStatus,
      firstToLastMs: failures.length ? last - first : 0,
      faultToLastMs: failures.length && fault.at ? last - fault.at : 0,
      retried: retried.length,
      longestRetriedMs: Math.max(0, ...retried.map((w) => w.waitedMs)),
    };
  });
}

/**
 * Each fault's span `{ from, to }`: from the fault until it was over (its `until`: the killed
 * instance back in HAProxy, PostgreSQL up again; else the next fault) or until the last failed
 * answer it caused in any of `windowLists` (`errorWindows`' answers), whichever is later.
 */
export function faultSpans(faults, ...windowLists) {
  return faults.map((fault, index) => ({
    from: fault.at,
    to: Math.max(
      fault.until ?? faults[index + 1]?.at ?? Number.POSITIVE_INFINITY,
      ...windowLists.map((windows) => fault.at + windows[index + 1].faultToLastMs),
    ),
  }));
}
