// `npm run bench:faults` with FAULTS_DISTRICT=1 (decisions 0040, 0042): the district's page loads
// through HAProxy beside the faults bench's writes. The district is copied once into the bench's
// own PostgreSQL server (kept between runs with FAULTS_PG_DIR); the page figures leave out each
// fault's window for the budget and count the answers that failed within it.
import { districtStudents, timeLeagueClose, withClient } from './district-data.mjs';
import { pageBudgetMs, people } from './district-pages.mjs';
import { errorWindows, printPerInstance } from './fault-figures.mjs';
import { printRows } from './load.mjs';
import { percentiles } from './percentiles.mjs';
import { copyDatabase } from './postgres-server.mjs';

/**
 * Copies the district (`DISTRICT_DATABASE_URL`, else `sparked_district` on the local server) into
 * `databaseUrl` when that has none; a database that has one (a kept server's) is used as it is.
 */
export async function ensureDistrict(databaseUrl) {
  if ((await withClient(databaseUrl, districtStudents).catch(() => 0)) > 0) return;
  const source =
    process.env.DISTRICT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sparked_district';
  if ((await withClient(source, districtStudents)) === 0)
    throw new Error(`No district in ${source}: run npm run seed:district first.`);
  console.log(`Copying the district from ${source} (once: FAULTS_PG_DIR keeps it)…`);
  const started = Date.now();
  await copyDatabase(source, databaseUrl);
  console.log(`  copied in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * Waits for the instances' scheduled job to close the last ended league week (a fresh copy's is
 * open), so the close does not run under the page loads.
 */
export async function leagueClosed(databaseUrl) {
  await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `select max(week_start)::text as week from league_weeks where ends_at <= now()`,
    );
    const close = await timeLeagueClose(client, rows[0].week, 300_000);
    if (close.open) throw new Error(`${close.open} league weeks still open after 300 s`);
  });
}

/** The samples sent and answered outside every span (`{ from, to }`, ms since the epoch). */
const outside = (samples, spans) =>
  samples.filter((s) => spans.every((span) => s.sentAt + s.ms < span.from || s.sentAt > span.to));

/** A page's p95 outside the faults against the budget; none to judge when the faults covered it. */
function quietRow({ title, load }, spans) {
  const quiet = outside(load.samples, spans);
  const figure = `${title} p95, ${people} people, outside the faults`;
  if (quiet.length === 0)
    return { figure, measured: `no call outside the faults (all: ${load.p95.toFixed(1)} ms)` };
  const { p95 } = percentiles(quiet.map((s) => s.ms));
  return {
    figure,
    measured: `${p95.toFixed(1)} ms (${quiet.length} of ${load.calls} calls; all: ${load.p95.toFixed(1)} ms)`,
    budget: `≤ ${pageBudgetMs} ms`,
    within: p95 <= pageBudgetMs,
  };
}

/**
 * Prints the page answers per instance and per fault; answers the summary's rows: each page's p95
 * outside the faults' `spans` against the budget (with its p95 over every call), and the page
 * answers that failed: 503 with Retry-After, no answer within a fault's span (a `kill -9` cuts
 * the answers its instance was sending, which HAProxy cannot send again), and any other, which
 * must be none.
 */
export function districtPageFigures(pages, attempts, faults, spans) {
  printPerInstance('\nPage answers per instance:', attempts);
  console.log('\nPage answers that failed, per fault (the span left out of the p95 in brackets):');
  printRows(
    ['fault', 'failed', 'fault → last ms', 'first → last ms', 'statuses'],
    errorWindows({ attempts, acknowledged: [] }, faults).map((w, i) => [
      i === 0 ? w.name : `${w.name} (${spans[i - 1].to - spans[i - 1].from} ms)`,
      w.failures,
      w.faultToLastMs,
      w.firstToLastMs,
      JSON.stringify(w.byStatus),
    ]),
  );
  const unavailable = attempts.filter((a) => a.status === 503 && a.retryAfter);
  const unanswered = attempts.filter((a) => a.status === 0);
  const cut = unanswered.length - outside(unanswered, spans).length;
  const otherwise = attempts.filter((a) => a.status >= 400).length - unavailable.length;
  return [
    ...pages.map((page) => quietRow(page, spans)),
    { figure: 'page answers 503 with Retry-After', measured: String(unavailable.length) },
    { figure: 'page calls unanswered within a fault (cut)', measured: String(cut) },
    {
      figure: 'page answers 4xx or 5xx but 503 with Retry-After, or none outside the faults',
      measured: String(otherwise + unanswered.length - cut),
      budget: '0',
      within: otherwise + unanswered.length - cut === 0,
    },
  ];
}
