#!/usr/bin/env node
// `npm run bench:district`: the figures of issue 39 on a district's data (`npm run seed:district`
// first), 50 people at once on this machine, ending with one table against the budgets (decision
// 0042): every page's API calls p95 ≤ 150 ms, the weekly league close of every class in one job
// run ≤ 60 s, purchases with nobody spending more than they had. DISTRICT_DATABASE_URL names the
// database (default: sparked_district on the local server); DISTRICT_BENCH_SECONDS the counted
// seconds per page (8) and DISTRICT_LEAGUE_WAIT_SECONDS how long to wait for the close (300);
// DISTRICT_BENCH_ONLY=league times the close alone (the page loads take minutes), and a page's key
// (export, grid… see bench/lib/district-pages.mjs) that page alone, without the close. The pages and
// their people are bench/lib/district-pages.mjs; `FAULTS_DISTRICT=1 npm run bench:faults` loads the
// same pages through HAProxy in front of three instances, under a kill -9 and a PostgreSQL restart.
import { loadavg } from 'node:os';
import {
  districtStudents,
  reopenLastLeagueWeek,
  timeLeagueClose,
  walletsOffTheirLedger,
  withClient,
} from './lib/district-data.mjs';
import {
  districtPeople,
  measureDistrictPages,
  pageBudgetMs,
  people,
} from './lib/district-pages.mjs';
import { measurePurchases } from './lib/purchases.mjs';
import { startServer } from './lib/server.mjs';
import { printSummary } from './lib/summary.mjs';

const port = Number(process.env.BENCH_PORT ?? 3260);
const databaseUrl =
  process.env.DISTRICT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sparked_district';

const studentCount = await withClient(databaseUrl, districtStudents);
if (studentCount === 0) {
  console.error(`No district in ${databaseUrl}: run npm run seed:district first.`);
  process.exit(1);
}
const only = process.env.DISTRICT_BENCH_ONLY;
const pageOnly = only && only !== 'league' ? only : undefined;
const league = pageOnly ? undefined : await withClient(databaseUrl, reopenLastLeagueWeek);
// Every figure here is an API's: the server answers them without the web app's build.
const server = await startServer(
  port,
  {
    DATABASE_URL: databaseUrl,
    // Everyone signs in from this one address.
    RATE_LIMIT_LOGIN_IP_MAX: '1000000',
    PREVIEW_PORT: String(port + 5),
  },
  { apiOnly: true },
);
const summary = [];
try {
  if (!pageOnly) summary.push(await leagueFigure());
  if (only !== 'league') await pageAndPurchaseFigures();
} finally {
  await server.stop();
}
console.log(
  `\nThe district (load average at the end: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')}):`,
);
printSummary(summary);

async function pageAndPurchaseFigures() {
  const pages = await measureDistrictPages(
    server.url,
    await districtPeople(server.url, databaseUrl),
    undefined,
    pageOnly,
  );
  summary.push(...pages.map((page) => row(page.title, page.load, page.alone)));
  if (pageOnly) return;
  summary.push(
    capacityFigure(pages.filter((page) => page.studentPage).map((page) => page.load)),
    ...(await purchaseFigures()),
  );
}

async function leagueFigure() {
  console.log(
    `Waiting for the weekly league close of ${league.classes} classes (week ${league.week})…`,
  );
  const waitSeconds = Number(process.env.DISTRICT_LEAGUE_WAIT_SECONDS ?? 300);
  const close = await withClient(databaseUrl, (client) =>
    timeLeagueClose(client, league.week, waitSeconds * 1000),
  );
  const left = close.open ? `, ${close.open} still open after ${waitSeconds} s` : '';
  console.log(`  closed in ${close.seconds.toFixed(1)} s by ${close.runs} job run(s)${left}`);
  return {
    figure: `weekly league close, ${league.classes} classes`,
    measured: `${close.seconds.toFixed(1)} s, ${close.runs} run(s)${left}`,
    budget: '≤ 60 s, 1 run',
    within: close.open === 0 && close.seconds <= 60 && close.runs === 1,
  };
}

/**
 * Students one core serves, from what the student pages cost the server and PostgreSQL (CPU ms a
 * visit, measured under the load above) and two assumptions said in the figure: a student in a
 * lesson opens a page every `secondsBetweenVisits` (reading an activity, answering), and a core
 * is planned 70 % busy so the p95 holds at peaks. Only meaningful on an otherwise quiet machine.
 */
function capacityFigure(studentPages) {
  const secondsBetweenVisits = 30;
  const plannedBusy = 0.7;
  const cpuMs =
    studentPages.reduce((sum, page) => sum + page.cpuMsPerVisit, 0) / studentPages.length;
  const perCore = Math.floor((plannedBusy * 1000 * secondsBetweenVisits) / cpuMs);
  return {
    figure: `students a core serves (student pages ${cpuMs.toFixed(1)} CPU ms a visit)`,
    measured: `${perCore} at a visit each ${secondsBetweenVisits} s, ${plannedBusy * 100} % busy`,
    budget: '—',
    within: undefined,
  };
}

function row(title, load, alone) {
  return {
    figure: `${title} p95, ${people} people`,
    measured: `${load.p95.toFixed(1)} ms${alone ? `, alone p50 ${alone.p50.toFixed(1)} ms` : ''}`,
    budget: `≤ ${pageBudgetMs} ms`,
    within: load.p95 <= pageBudgetMs,
  };
}

async function purchaseFigures() {
  const purchases = await measurePurchases(server.url, databaseUrl);
  const off = await withClient(databaseUrl, walletsOffTheirLedger);
  console.log(
    `  purchases: ${purchases.requestsPerSecond}/s, p99 ${purchases.p99Ms} ms, overspent ${purchases.overspent}, wallets off their ledger ${off}`,
  );
  return [
    {
      figure: 'purchases per second, 50 connections',
      measured: `${purchases.requestsPerSecond}/s`,
    },
    {
      figure: 'students who spent more than they had',
      measured: String(purchases.overspent),
      budget: '0',
      within: purchases.overspent === 0,
    },
    {
      figure: 'wallets whose balance is not their ledger',
      measured: String(off),
      budget: '0',
      within: off === 0,
    },
  ];
}
