#!/usr/bin/env node
// `npm run bench:district`: the figures of issue 39 on a district's data (`npm run seed:district`
// first), 50 people at once on this machine, ending with one table against the budgets (decision
// 0042): every page's API calls p95 ≤ 150 ms, the weekly league close of every class in one job
// run ≤ 60 s, purchases with nobody spending more than they had. DISTRICT_DATABASE_URL names the
// database (default: sparked_district on the local server); DISTRICT_BENCH_SECONDS the counted
// seconds per page (8) and DISTRICT_LEAGUE_WAIT_SECONDS how long to wait for the close (300);
// DISTRICT_BENCH_ONLY=league times the close alone (the page loads take minutes), and
// DISTRICT_BENCH_ONLY=export the class statement export alone (without reopening a league week).
import { loadavg } from 'node:os';
import {
  districtStudents,
  gridClasses,
  reopenLastLeagueWeek,
  timeLeagueClose,
  walletsOffTheirLedger,
  withClient,
} from './lib/district-data.mjs';
import { apiClient, peopleLoad } from './lib/district-load.mjs';
import { measurePurchases } from './lib/purchases.mjs';
import { signIn, startServer } from './lib/server.mjs';
import { printSummary } from './lib/summary.mjs';

const port = Number(process.env.BENCH_PORT ?? 3260);
const databaseUrl =
  process.env.DISTRICT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sparked_district';
const people = 50;
const password = 'sparked-district';
const pageBudgetMs = 150;
// What the academy's and the admins' searches look for, one per simulated person in turn.
const searches = ['physics', 'revision', 'biology deep', 'coding 12', 'exam preparation', 'field'];
const names = [
  'okafor12',
  'garcia',
  'student4711',
  'ana k',
  'teacher33',
  'müller',
  "o'brien",
  'yara t',
];

const studentCount = await withClient(databaseUrl, districtStudents);
if (studentCount === 0) {
  console.error(`No district in ${databaseUrl}: run npm run seed:district first.`);
  process.exit(1);
}
const only = process.env.DISTRICT_BENCH_ONLY;
const league = only === 'export' ? undefined : await withClient(databaseUrl, reopenLastLeagueWeek);
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
  if (only === 'export') summary.push(await exportFigure(await teaching()));
  else {
    summary.push(await leagueFigure());
    if (only !== 'league') await pageAndPurchaseFigures();
  }
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
  const students = await sessions(
    Array.from(
      { length: people },
      (_, i) => `student${1 + i * Math.floor(studentCount / people)}@district.test`,
    ),
  );
  summary.push(await signInFigure());
  const studentPages = [
    await pageFigure('student dashboard', students, dashboard),
    await pageFigure('student journey (classes, module maps)', students, journey),
  ];
  summary.push(...studentPages, capacityFigure(studentPages));
  const { grids, teacher } = await teaching();
  summary.push(
    await pageFigure(`teacher's progress grid 40 × 50 (${grids.length} classes)`, teacher, grid),
  );
  summary.push(await exportFigure({ teacher }));
  summary.push(await pageFigure('academy search', students, academySearch));
  const admin = await signIn(server.url, 'admin@sparked.test', 'sparked-admin-demo');
  summary.push(await pageFigure('admin user search', () => ({ session: admin }), userSearch));
  summary.push(...(await purchaseFigures()));
}

/** The grid classes and, for each simulated person, a teacher's session and class. */
async function teaching() {
  const grids = await withClient(databaseUrl, gridClasses);
  const teachers = await sessions(grids.map((row) => row.email));
  const teacher = (user) => ({
    session: teachers[user % teachers.length],
    classId: grids[user % grids.length].id,
  });
  return { grids, teacher };
}

function exportFigure({ teacher }) {
  return pageFigure('class statement export, each page of 100', teacher, statements);
}

async function sessions(emails) {
  const signedIn = [];
  for (const email of emails) signedIn.push(await signIn(server.url, email, password));
  return signedIn;
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

async function signInFigure() {
  let next = 0;
  const load = await peopleLoad({
    users: people,
    visit: (_, timed) => {
      next = (next % studentCount) + 1;
      const email = `student${next}@district.test`;
      return timed(() =>
        apiClient(server.url)('/sso/auth/login', {
          method: 'POST',
          body: JSON.stringify({ email, password }),
        }),
      );
    },
  });
  return row('sign-in', load);
}

/** One page's calls, `who(user)` giving each simulated person's session (and class). */
async function pageFigure(title, who, visit) {
  const of = typeof who === 'function' ? who : (user) => ({ session: who[user] });
  const visitAs = (user, timed) => {
    const person = of(user);
    return visit(apiClient(server.url, person.session.accessToken), timed, person, user);
  };
  // One person alone first: what the calls cost on this machine, apart from queueing behind 49.
  const alone = await peopleLoad({ users: 1, seconds: 3, warmup: 1, thinkMs: 0, visit: visitAs });
  const load = await peopleLoad({ users: people, visit: visitAs });
  return { ...row(title, load, alone), cpuMsPerVisit: load.cpuMsPerVisit };
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
  const single = alone ? ` (one person alone: p50 ${alone.p50.toFixed(1)} ms)` : '';
  console.log(
    `  ${title}: p50 ${load.p50.toFixed(1)} ms, p95 ${load.p95.toFixed(1)} ms, ${load.calls} calls, ${load.visitsPerSecond.toFixed(1)} visits/s, ${load.cpuMsPerVisit.toFixed(1)} CPU ms a visit${single}`,
  );
  return {
    figure: `${title} p95, ${people} people`,
    measured: `${load.p95.toFixed(1)} ms${alone ? `, alone p50 ${alone.p50.toFixed(1)} ms` : ''}`,
    budget: `≤ ${pageBudgetMs} ms`,
    within: load.p95 <= pageBudgetMs,
  };
}

// What each page asks for when it opens (apps/web: the dashboard's loader and panels, the
// journey's classes and module maps, the teacher's grid, the export's pages, the two searches).
function dashboard(api, timed) {
  return Promise.all(
    [
      '/sso/auth/me',
      '/tools-api/wallets',
      '/sparked-api/my/streak',
      '/sparked-api/my/classes',
      '/sparked-api/my/leagues',
      '/sparked-api/events',
      '/sparked-api/competitions',
    ].map((path) => timed(() => api(path))),
  );
}

async function journey(api, timed) {
  const classes = await timed(() => api('/sparked-api/my/classes'));
  await Promise.all(
    classes.flatMap((c) =>
      c.modules.map((m) =>
        timed(() => api(`/sparked-api/player/classes/${c.id}/modules/${m.moduleId}`)),
      ),
    ),
  );
}

function grid(api, timed, { classId }) {
  return timed(() => api(`/sparked-api/classes/${classId}/progress`));
}

async function statements(api, timed, { classId }) {
  let path = `/sparked-api/classes/${classId}/statements?limit=100`;
  while (path) {
    const page = await timed(() => api(path));
    path = page.more
      ? new URL(page.more, server.url).pathname + new URL(page.more, server.url).search
      : '';
  }
}

function academySearch(api, timed, _, user) {
  return timed(() =>
    api(
      `/sparked-api/academy/modules?search=${encodeURIComponent(searches[user % searches.length])}&limit=24`,
    ),
  );
}

function userSearch(api, timed, _, user) {
  return timed(() =>
    api(`/sparked-api/users?search=${encodeURIComponent(names[user % names.length])}&limit=50`),
  );
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
