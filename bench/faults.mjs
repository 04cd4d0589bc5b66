#!/usr/bin/env node
// `npm run bench:faults` (decision 0040): three instances behind HAProxy on a PostgreSQL server of
// the bench's own and Redis, students writing through HAProxy (purchases, progress, completions,
// form answers) while one instance is killed (`kill -9`, started again at once) and, once it is
// back, PostgreSQL restarts. It ends with the answers per instance, each fault's error window and
// one table: no acknowledged write lost, no purchase paid twice, every wallet its ledger's sum, no 500 (nor
// any 5xx but 503 with Retry-After), no instance stopped by itself. Exits 1 when any of them fails.
// FAULTS_SECONDS (48) the load's length, FAULTS_STUDENTS (16), FAULTS_PORT (3500: HAProxy; the
// instances above it, see scripts/cluster-runner.mjs), FAULTS_REDIS_URL (Redis database 13 on the
// local server), FAULTS_PG_RESTART (fast or immediate), FAULTS_PG_DIR (a directory that keeps the
// PostgreSQL server and its databases between runs; else a temporary one).
// FAULTS_DISTRICT=1 (bench/lib/fault-district.mjs) puts the district bench's page loads (the same
// 50 people and pages, bench/lib/district-pages.mjs) through HAProxy beside the writes, on a copy of
// the district (DISTRICT_DATABASE_URL, else the local sparked_district) made once in the bench's
// server: the writes run as long as the pages (FAULTS_SECONDS, which places the faults, is the
// pages' length, 84 s at DISTRICT_BENCH_SECONDS 8; longer pages keep calls outside the faults' spans
// in the pages they hit), HAProxy on 3600 and Redis database 12 unless said otherwise. It adds the page answers per
// instance and per fault, each page's p95 outside the faults' spans against 150 ms, and fails on a
// page answer 4xx or 5xx but 503 with Retry-After, or a call unanswered outside a fault's span.
import { loadavg } from 'node:os';
import path from 'node:path';
import { ensureDebianPackage } from '../scripts/apt-install.mjs';
import { ensureDatabase, haproxyExecutable, startCluster } from '../scripts/cluster-runner.mjs';
import { walletsOffTheirLedger, withClient } from './lib/district-data.mjs';
import { districtPeople, measureDistrictPages } from './lib/district-pages.mjs';
import { districtPageFigures, ensureDistrict, leagueClosed } from './lib/fault-district.mjs';
import {
  errorWindows,
  faultSpans,
  forbidden,
  lostWrites,
  printPerInstance,
} from './lib/fault-figures.mjs';
import { createRecord, prepareClass, studentWrites } from './lib/fault-load.mjs';
import { printRows } from './lib/load.mjs';
import { startPostgres } from './lib/postgres-server.mjs';
import { printSummary } from './lib/summary.mjs';

const district = process.env.FAULTS_DISTRICT === '1';
// With the district, about as long as its seven page loads (DISTRICT_BENCH_SECONDS each, 8, after 2
// uncounted and the last visits): the kill lands in the second, the restart in the fifth.
const pageSeconds = Number(process.env.DISTRICT_BENCH_SECONDS ?? 8);
const seconds = Number(process.env.FAULTS_SECONDS ?? (district ? 7 * (pageSeconds + 4) : 48));
const studentCount = Number(process.env.FAULTS_STUDENTS ?? 16);
const port = Number(process.env.FAULTS_PORT ?? (district ? 3600 : 3500));
const redisUrl = process.env.FAULTS_REDIS_URL ?? `redis://127.0.0.1:6379/${district ? 12 : 13}`;
const restartMode = process.env.FAULTS_PG_RESTART ?? 'fast';
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

ensureDebianPackage({
  executable: haproxyExecutable,
  pkg: 'haproxy',
  purpose: 'the load balancer in front of the instances',
  override: 'HAPROXY_PATH',
});
console.log('Starting a PostgreSQL server of the bench’s own…');
const postgres = await startPostgres({ keep: process.env.FAULTS_PG_DIR });
const databaseUrl = postgres.url.replace(
  /\/postgres$/,
  district ? '/sparked_district' : '/sparked_faults',
);
let cluster;
let summary;
try {
  await ensureDatabase(databaseUrl);
  if (district) await ensureDistrict(databaseUrl);
  console.log(`Starting three instances and HAProxy on ${databaseUrl}…`);
  cluster = await startCluster({
    port,
    databaseUrl,
    redisUrl,
    logDir: path.join(import.meta.dirname, '..', '.data', `faults-${port}`, 'logs'),
    env: {
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      // Every simulated student registers and signs in from this one address.
      RATE_LIMIT_LOGIN_IP_MAX: district ? '1000000' : '5000',
      SHUTDOWN_GRACE_SECONDS: '5',
    },
  });
  console.log(
    `Ready: ${cluster.instances.map((i) => `${i.name} in ${(i.startMs / 1000).toFixed(1)} s`).join(', ')}`,
  );
  if (district) await leagueClosed(databaseUrl);
  summary = await runUnderFaults();
} finally {
  await cluster?.stop();
  await postgres.stop();
}
printSummary(summary);
process.exit(summary.some((row) => row.within === false) ? 1 : 0);

async function runUnderFaults() {
  const place = await prepareClass(cluster.url, studentCount);
  const who = district && (await districtPeople(cluster.url, databaseUrl));
  console.log(`${studentCount} students write for ${seconds} s through ${cluster.url}…`);
  const record = createRecord();
  const pageAttempts = [];
  const started = Date.now();
  let stopAt = Number.POSITIVE_INFINITY;
  const writing = Promise.all(
    place.students.map((student) =>
      studentWrites(cluster.url, record, place, student, () => Date.now() < stopAt),
    ),
  );
  const pages = who && measureDistrictPages(cluster.url, who, pageAttempts);
  // Awaited below; a failure meanwhile must not end the process before the cluster is stopped.
  pages?.catch?.(() => {});
  const { faults, back } = await injectFaults(started);
  const lastFault = Date.now();
  const pageLoads = await pages;
  // The run's length, at least 10 s after the last fault to see the writes recover, and the pages.
  stopAt = Math.max(started + seconds * 1000, lastFault + 10_000, Date.now());
  await writing;
  const figures = await withClient(databaseUrl, async (client) => ({
    ...(await lostWrites(client, record.acknowledged)),
    walletsOff: await walletsOffTheirLedger(client),
  }));
  const windows = printFigures(record, faults, back);
  const pageRows = pageLoads
    ? districtPageFigures(
        pageLoads,
        pageAttempts,
        faults,
        faultSpans(
          faults,
          windows,
          errorWindows({ attempts: pageAttempts, acknowledged: [] }, faults),
        ),
      )
    : [];
  // Only the killed instance may have stopped, and it was started again.
  const crashed = cluster.instances
    .filter((i) => i.child.exitCode !== null || i.child.signalCode !== null)
    .map((i) => `${i.name} (${i.child.exitCode ?? i.child.signalCode})`);
  return [...summaryRows(record, figures, crashed, pageAttempts), ...pageRows];
}

/**
 * A quarter of the way in, `kill -9` of app2, started again at once (HAProxy takes it back once
 * its checks pass); at 60 %, once app2 is back, PostgreSQL restarted (an instance that is still
 * starting when PostgreSQL goes stops with "Sparked failed to start", for its supervisor to start
 * again: one fault at a time). Answers the faults with their times and the killed instance's
 * start (its milliseconds to ready, or the reason it did not come back).
 */
async function injectFaults(started) {
  const faults = [];
  const victim = cluster.instances[1];
  await pause(seconds * 250);
  faults.push({ name: `kill -9 ${victim.name}`, at: Date.now() });
  await cluster.signal(victim, 'SIGKILL');
  console.log(`  ${elapsed(started)} s: ${victim.name} killed; starting it again`);
  const restarted = cluster
    .start(victim)
    .then((ms) => {
      // Back in HAProxy after two passed checks a second apart (deploy/haproxy.cfg's `rise 2`).
      faults[0].until = Date.now() + 2000;
      return ms;
    })
    .catch((error) => error.message);
  const [back] = await Promise.all([
    restarted,
    pause(Math.max(0, started + seconds * 600 - Date.now())),
  ]);
  faults.push({ name: `PostgreSQL restart (${restartMode})`, at: Date.now() });
  const awayMs = await postgres.restart(restartMode);
  faults[1].until = Date.now();
  console.log(`  ${elapsed(started)} s: PostgreSQL restarted (${restartMode}, ${awayMs} ms)`);
  return { faults, back };
}

function elapsed(since) {
  return ((Date.now() - since) / 1000).toFixed(1);
}

/** Prints the writes' answers per instance and per fault; answers the faults' error windows. */
function printFigures(record, faults, back) {
  const windows = errorWindows(record, faults);
  const restart = typeof back === 'number' ? `ready again in ${(back / 1000).toFixed(1)} s` : back;
  printPerInstance(`\nAnswers per instance (the killed one ${restart}):`, record.attempts);
  console.log(
    '\nFailed attempts per fault (each sent again by its client with the same key), and the writes\n' +
      'they delayed (acknowledged after more than one try: how many, the longest from first try):',
  );
  printRows(
    [
      'fault',
      'failed',
      'fault → last ms',
      'first → last ms',
      'writes retried',
      'longest ms',
      'statuses',
    ],
    windows.map((w) => [
      w.name,
      w.failures,
      w.faultToLastMs,
      w.firstToLastMs,
      w.retried,
      w.longestRetriedMs,
      JSON.stringify(w.byStatus),
    ]),
  );
  console.log(
    `\nLoad average at the end: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(', ')}`,
  );
  return windows;
}

/** A figure that must be zero. */
function none(figure, count, measured = String(count)) {
  return { figure, measured, budget: '0', within: count === 0 };
}

function summaryRows(record, { lost, paidTwice, walletsOff }, crashed, pageAttempts) {
  const byKind = {};
  for (const write of record.acknowledged) byKind[write.kind] = (byKind[write.kind] ?? 0) + 1;
  const lostCount = Object.values(lost).reduce((sum, n) => sum + n, 0);
  const unanswered = [...record.refused, ...record.givenUp];
  return [
    { figure: 'acknowledged writes', measured: JSON.stringify(byKind) },
    none('acknowledged writes lost', lostCount, `${lostCount} ${JSON.stringify(lost)}`),
    none('purchases paid twice under one key', paidTwice),
    none('wallets whose balance is not their ledger', walletsOff),
    none(
      'answers 5xx other than 503 with Retry-After (instances and HAProxy)',
      [...record.attempts, ...pageAttempts].filter(forbidden).length,
    ),
    none('instances that stopped by themselves', crashed.length, crashed.join(', ') || '0'),
    none(
      'writes refused (4xx) or given up',
      unanswered.length,
      `${unanswered.length} ${JSON.stringify(unanswered.slice(0, 3))}`,
    ),
  ];
}
