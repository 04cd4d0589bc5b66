import autocannon from 'autocannon';

/**
 * Runs autocannon against one URL and returns the figures we print; `options` go to autocannon as
 * they are (method, body, per-request setup). Two seconds of the same load come first and are not
 * counted: the first requests down a path pay for compiling its code and filling its caches, which
 * is start-up, not the steady rate the budgets are about.
 */
export async function measure({
  title,
  url,
  headers = {},
  connections = 50,
  duration = 8,
  ...options
}) {
  const result = await autocannon({
    url,
    headers,
    connections,
    duration,
    warmup: { connections, duration: 2 },
    ...options,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${title}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return {
    title,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

export function printTable(rows) {
  printRows(
    ['endpoint', 'req/s', 'p50 ms', 'p99 ms'],
    rows.map((r) => [r.title, r.requestsPerSecond, r.p50Ms, r.p99Ms]),
  );
}

/** A plain table of `lines` under `header`: the first column left-aligned, the others right. */
export function printRows(header, lines) {
  const cells = lines.map((line) => line.map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((l) => l[i].length)));
  const format = (row) =>
    row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(format(header));
  for (const line of cells) console.log(format(line));
}
