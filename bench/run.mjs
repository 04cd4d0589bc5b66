#!/usr/bin/env node
// `npm run bench`: every figure with a budget (decision 0013), measured in one run on this machine, ending with
// one table (figure, measured, budget, within or over). The server runs as `npm start` runs it, on
// a PostgreSQL database of the bench's own (BENCH_DATABASE_URL or TEST_DATABASE_URL, else the
// local server), beside bare Fastify + one SQL query on the same database and a bare React +
// router shell, so each ratio compares figures taken minutes apart on the same machine.
import { measureWebBudgets } from '../scripts/web-budgets.mjs';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { measureAcademy } from './lib/academy.mjs';
import { measureAdminUsers } from './lib/admin-users.mjs';
import { startBareShell } from './lib/bare-shell.mjs';
import { startBaseline } from './lib/baseline.mjs';
import { measureCodeBox } from './lib/code-box.mjs';
import { createBenchDatabase } from './lib/database.mjs';
import { measureGameMaster } from './lib/game-master.mjs';
import { measureJanusTurns } from './lib/help-desk.mjs';
import { measureLearning } from './lib/learning.mjs';
import { measurePages, runsPerPage, sessionCookie, signInCookies } from './lib/lighthouse.mjs';
import { measure, printTable } from './lib/load.mjs';
import { measurePurchases } from './lib/purchases.mjs';
import { registerStudent, signIn, startServer } from './lib/server.mjs';
import { printSummary } from './lib/summary.mjs';
import { downloadLog, startTlsProxy } from './lib/tls-proxy.mjs';

const port = Number(process.env.BENCH_PORT ?? 3200);
const postgresUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

// Every group of figures in the order they run; `npm run bench -- lighthouse sizes` runs only the
// groups named (a page's Lighthouse figures take minutes, the whole bench about 8).
const figureGroups = Object.entries({
  api: apiFigures,
  purchases: purchaseFigures,
  janus: janusFigures,
  'code-box': codeBoxFigures,
  'game-master': gameMasterFigures,
  learning: learningFigures,
  academy: academyFigures,
  'admin-users': adminUserFigures,
  sizes: sizeFigures,
  lighthouse: lighthouseFigures,
});
const chosenGroups = process.argv.slice(2);
const unknownGroups = chosenGroups.filter(
  (name) => !figureGroups.some(([known]) => known === name),
);
if (unknownGroups.length > 0) {
  console.error(
    `No figures called ${unknownGroups.join(', ')}; the groups are ${figureGroups.map(([name]) => name).join(', ')}.`,
  );
  process.exit(2);
}

// Built before the server starts: a build in the middle of the run (the size figures build when
// the sources changed) would give the running server's pages chunks it has never heard of.
ensureWebBuild();
const database = await createBenchDatabase(postgresUrl);
const stops = [];
const summary = [];
try {
  const server = await startServer(port, {
    DATABASE_URL: database.url,
    // Hundreds of simulated students register from this one address (the game rooms' players).
    RATE_LIMIT_LOGIN_IP_MAX: '5000',
    // The ports above it are the baseline's, the proxies' and the bare shell's.
    PREVIEW_PORT: String(port + 5),
  });
  stops.push(server.stop);
  for (const [name, figures] of figureGroups) {
    if (chosenGroups.length === 0 || chosenGroups.includes(name)) {
      summary.push(...(await figures(server.url)));
    }
  }
} finally {
  for (const stop of stops.reverse()) await stop();
  await database.drop();
}
printSummary(summary);

async function apiFigures(serverUrl) {
  const session = await registerStudent(serverUrl);
  const themes = (await (await fetch(`${serverUrl}/api/website/themes`)).json()).data;
  const baseline = await startBaseline(port + 1, database.url, themes);
  stops.push(baseline.stop);
  const auth = { authorization: `Bearer ${session.accessToken}` };
  const reads = [
    { title: 'GET /api/website/themes', url: `${serverUrl}/api/website/themes` },
    { title: 'GET /sso/auth/me', url: `${serverUrl}/sso/auth/me`, headers: auth },
    { title: 'GET /tools-api/wallets', url: `${serverUrl}/tools-api/wallets`, headers: auth },
  ];
  console.log('API on PostgreSQL, 50 connections, 8 s each:');
  const floor = await measure({ title: 'bare Fastify + 1 SQL query', url: baseline.url });
  const rows = [floor];
  for (const read of reads) rows.push(await measure(read));
  printTable(rows);
  return rows.slice(1).map((row) => {
    const ratio = row.requestsPerSecond / floor.requestsPerSecond;
    return {
      figure: `${row.title} ÷ bare Fastify`,
      measured: `${ratio.toFixed(2)}× (${row.requestsPerSecond} / ${floor.requestsPerSecond} req/s)`,
      budget: '≥ 0.70×',
      within: ratio >= 0.7,
    };
  });
}

async function purchaseFigures(serverUrl) {
  const purchases = await measurePurchases(serverUrl, database.url);
  console.log('\nPurchases on PostgreSQL, 50 connections:');
  printTable([purchases]);
  return [
    {
      figure: 'purchases per second',
      measured: `${purchases.requestsPerSecond}/s`,
      budget: '≥ 500/s',
      within: purchases.requestsPerSecond >= 500,
    },
    {
      figure: 'purchase p99',
      measured: `${purchases.p99Ms} ms`,
      budget: '≤ 200 ms',
      within: purchases.p99Ms <= 200,
    },
    {
      figure: 'students who spent more than they had',
      measured: String(purchases.overspent),
      budget: '0',
      within: purchases.overspent === 0,
    },
  ];
}

async function janusFigures(serverUrl) {
  const turns = 200;
  const janus = await measureJanusTurns(serverUrl, await registerStudent(serverUrl), turns);
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(`\nJanus on the local engine, ${turns} sequential turns, send → completed run:`);
  console.log(
    `  push-thread (server waits):  p50 ${ms(janus.push.p50)}, p95 ${ms(janus.push.p95)}`,
  );
  console.log(
    `  prompt + run polling (5 ms): p50 ${ms(janus.poll.p50)}, p95 ${ms(janus.poll.p95)}`,
  );
  return [
    { figure: 'Janus turn p95, push-thread', measured: ms(janus.push.p95) },
    { figure: 'Janus turn p95, prompt + polling', measured: ms(janus.poll.p95) },
  ];
}

async function codeBoxFigures(serverUrl) {
  const steps = await measureCodeBox(serverUrl);
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log('\nThe code box on the offline engine, 40 projects one step at a time:');
  const rows = [
    ['idea → specification', steps.create],
    ['specification → code', steps.code],
    ['feedback, level 2', steps.feedback],
    ['preview document', steps.preview],
  ];
  for (const [title, figure] of rows)
    console.log(`  ${title.padEnd(21)} p50 ${ms(figure.p50)}, p95 ${ms(figure.p95)}`);
  return rows.map(([title, figure]) => ({
    figure: `code box ${title} p95`,
    measured: ms(figure.p95),
  }));
}

async function gameMasterFigures(serverUrl) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log('\nGame master, one live room, every player answering each question at once:');
  const rows = [];
  for (const players of [40, 200]) {
    const game = await measureGameMaster(serverUrl, players);
    console.log(
      `  ${String(players).padStart(3)} players: answer acknowledged p50 ${ms(game.answer.p50)}, p95 ${ms(game.answer.p95)}; host's move on every socket p95 ${ms(game.push.p95)}`,
    );
    rows.push({ players, game });
  }
  const [forty, twoHundred] = rows;
  return [
    {
      figure: 'game answer acknowledged p95, 40 players',
      measured: ms(forty.game.answer.p95),
      budget: '≤ 300 ms',
      within: forty.game.answer.p95 <= 300,
    },
    {
      figure: 'game answer acknowledged p95, 200 players',
      measured: ms(twoHundred.game.answer.p95),
    },
    { figure: "host's move on 200 sockets p95", measured: ms(twoHundred.game.push.p95) },
  ];
}

async function learningFigures(serverUrl) {
  const learning = await measureLearning(serverUrl);
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(
    '\nLearning on PostgreSQL: 40 students join one class, half-way through 50 activities:',
  );
  console.log(`  join with the code:  p50 ${ms(learning.join.p50)}, p95 ${ms(learning.join.p95)}`);
  console.log(
    `  complete (10 at once): p50 ${ms(learning.complete.p50)}, p95 ${ms(learning.complete.p95)}`,
  );
  console.log(`  progress grid 40×50: p50 ${ms(learning.grid.p50)}, p95 ${ms(learning.grid.p95)}`);
  return [
    { figure: 'join a class by code p95', measured: ms(learning.join.p95) },
    { figure: 'complete an activity p95, 10 at once', measured: ms(learning.complete.p95) },
    {
      figure: 'progress grid 40 × 50 p95',
      measured: ms(learning.grid.p95),
      budget: '≤ 200 ms',
      within: learning.grid.p95 <= 200,
    },
  ];
}

async function academyFigures(serverUrl) {
  const academy = await measureAcademy(serverUrl);
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log('\nThe academy on PostgreSQL, 1 000 listed modules, one request at a time:');
  const rows = [
    ['first page', academy.first],
    ['a search', academy.search],
    ['four filters', academy.filtered],
  ];
  for (const [title, figure] of rows)
    console.log(`  ${title.padEnd(13)} p50 ${ms(figure.p50)}, p95 ${ms(figure.p95)}`);
  return rows.map(([title, figure]) => ({
    figure: `academy catalogue, ${title}, p95`,
    measured: ms(figure.p95),
    budget: '≤ 100 ms',
    within: figure.p95 <= 100,
  }));
}

async function adminUserFigures(serverUrl) {
  const users = await measureAdminUsers(serverUrl, database.url);
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log('\nThe admin users table on PostgreSQL, 100 000 accounts, one request at a time:');
  const rows = [
    ['first page', users.first],
    ['page 2 500', users.deep],
    ['a search', users.search],
    ['three filters', users.filtered],
  ];
  for (const [title, figure] of rows)
    console.log(`  ${title.padEnd(13)} p50 ${ms(figure.p50)}, p95 ${ms(figure.p95)}`);
  return rows.map(([title, figure]) => ({
    figure: `admin users, ${title}, p95`,
    measured: ms(figure.p95),
    budget: '≤ 150 ms',
    within: figure.p95 <= 150,
  }));
}

/**
 * The heaviest page of each budget group as `npm run test:budgets` weighs a first view (every page
 * is listed there), and for the pages it proves in Chromium the static figure beside the browser's.
 */
async function sizeFigures(serverUrl) {
  const { rows } = await measureWebBudgets({ serverUrl, port: port + 7 });
  const heaviest = new Map();
  for (const row of rows) {
    if (row.bytes > (heaviest.get(row.group)?.bytes ?? 0)) heaviest.set(row.group, row);
  }
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const figures = [...heaviest.values()].map((row) => ({
    figure: `first-view script: ${row.group} (${row.route.split('/').pop()})`,
    measured: `${kib(row.bytes)} in ${row.requests} requests`,
    budget: `≤ ${row.goalKiB} KiB${row.maxRequests ? ` · ≤ ${row.maxRequests} requests` : ''}`,
    within: row.bytes <= row.goalKiB * 1024 && row.requests <= (row.maxRequests ?? Infinity),
  }));
  for (const row of rows.filter((row) => row.browser)) {
    const gap = Math.abs(row.bytes - row.browser.bytes) / row.browser.bytes;
    figures.push({
      figure: `${row.route.split('/').pop()}: the budget's static figure ÷ what Chromium fetched`,
      measured: `${kib(row.bytes)} / ${kib(row.browser.bytes)} (${(gap * 100).toFixed(1)} % apart; Chromium counted ${kib(row.browser.counted)})`,
      budget: '≤ 5 % apart',
      within: gap <= 0.05,
    });
  }
  return figures;
}

async function lighthouseFigures(serverUrl) {
  const downloads = downloadLog();
  const app = await startTlsProxy(port, port + 2, downloads);
  stops.push(app.stop);
  const shell = await startBareShell(port + 3);
  stops.push(shell.stop);
  const shellProxy = await startTlsProxy(port + 3, port + 4);
  stops.push(shellProxy.stop);
  // Cookies are per host, not per port: those the server set are sent through its proxy too.
  const student = await sessionCookie(serverUrl, 'student@sparked.test', 'sparked-student-demo');
  const facilitator = await sessionCookie(
    serverUrl,
    'facilitator@sparked.test',
    'sparked-facilitator-demo',
  );
  // The first visit of the day (decision 0043): a new context per run with only the cookies.
  const newTab = (email, password) => (url) => signInCookies(serverUrl, email, password, url);
  const studentNewTab = newTab('student@sparked.test', 'sparked-student-demo');
  const facilitatorNewTab = newTab('facilitator@sparked.test', 'sparked-facilitator-demo');
  const activity = await firstActivity(serverUrl);
  // `BENCH_LIGHTHOUSE_ONLY=<regular expression>` measures only the pages whose title matches it.
  const only = process.env.BENCH_LIGHTHOUSE_ONLY
    ? new RegExp(process.env.BENCH_LIGHTHOUSE_ONLY)
    : null;
  const pages = await measurePages(
    [
      { title: 'bare React + router shell', url: `${shellProxy.url}/`, reference: true },
      { title: '/ (student)', url: `${app.url}/`, cookie: student },
      { title: '/store (student)', url: `${app.url}/store`, cookie: student },
      { title: '/profile (student)', url: `${app.url}/profile`, cookie: student },
      {
        title: '/educator/modules (facilitator)',
        url: `${app.url}/educator/modules`,
        cookie: facilitator,
      },
      { title: '/sign-in', url: `${app.url}/sign-in` },
      ...['/', '/store', '/profile', '/student-journey', activity].map((path) => ({
        title: `new tab ${path.startsWith('/player/') ? 'an activity in the player' : path} (student)`,
        url: `${app.url}${path}`,
        signIn: studentNewTab,
        newTab: true,
      })),
      {
        title: 'new tab /educator/dashboard (facilitator)',
        url: `${app.url}/educator/dashboard`,
        signIn: facilitatorNewTab,
        newTab: true,
      },
    ].filter((page) => !only || only.test(page.title)),
    { downloads },
  );
  console.log(`\nLighthouse, mobile preset, HTTPS + HTTP/2, median of ${runsPerPage} runs:`);
  printLighthouse(pages);
  return pages.flatMap((page) => lighthouseRows(page));
}

/** The demo student's first activity in the player: the first unit of their first class's module. */
async function firstActivity(serverUrl) {
  const { accessToken } = await signIn(serverUrl, 'student@sparked.test', 'sparked-student-demo');
  const get = async (path) => {
    const response = await fetch(`${serverUrl}/sparked-api${path}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return (await response.json()).data;
  };
  const classes = await get('/my/classes');
  const taken = classes.find((entry) => entry.modules.length > 0);
  if (!taken) throw new Error('the demo student has no class with a module');
  const { moduleId } = taken.modules[0];
  const map = await get(`/player/classes/${taken.id}/modules/${moduleId}`);
  const activityId = map.sections[0].units[0].activities[0].id;
  return `/player/classes/${taken.id}/modules/${moduleId}/activities/${activityId}`;
}

/** A page's rows: its scores, and for a new tab its LCP and what a second visit downloaded. */
function lighthouseRows(page) {
  const scores = {
    figure: `Lighthouse ${page.title}`,
    measured: `perf ${page.performance} · a11y ${page.accessibility} · bp ${page.bestPractices}`,
    ...(page.reference
      ? {}
      : {
          budget: 'perf ≥ 95 · a11y 100 · bp ≥ 95',
          within: page.performance >= 95 && page.accessibility === 100 && page.bestPractices >= 95,
        }),
  };
  if (!page.newTab) return [scores];
  const downloads = Math.max(...page.runs.map((run) => run.secondVisit.length));
  return [
    scores,
    {
      figure: `LCP ${page.title}`,
      measured: `${(page.lcpMs / 1000).toFixed(2)} s`,
      budget: '≤ 2.0 s',
      within: page.lcpMs <= 2000,
    },
    {
      figure: `scripts downloaded again on a second visit, ${page.title}`,
      measured: String(downloads),
      budget: '0',
      within: downloads === 0,
    },
  ];
}

function printLighthouse(pages) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  for (const page of pages) {
    const runs = page.runs.map((run) => run.performance).join(', ');
    const hostIndex = page.runs.map((run) => Math.round(run.benchmarkIndex));
    console.log(
      `  ${page.title}: performance ${page.performance} (runs ${runs}), FCP ${seconds(page.fcpMs)}, ` +
        `LCP ${seconds(page.lcpMs)}, TBT ${Math.round(page.tbtMs)} ms, CLS ${page.cls.toFixed(3)}, ` +
        `script ${page.scriptKiB.toFixed(1)} KiB in ${page.scriptRequests} requests, ` +
        `host benchmark index ${Math.min(...hostIndex)}–${Math.max(...hostIndex)}`,
    );
  }
}
