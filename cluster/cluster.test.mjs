// `npm run test:cluster` (decision 0040): three instances on one PostgreSQL and one Redis behind
// HAProxy, each with its own DATA_DIR, and what a district needs of them: files, live games,
// account standing and scheduled jobs shared; an instance killed under a player.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import sharp from 'sharp';
import { ensureDebianPackage } from '../scripts/apt-install.mjs';
import { ensureDatabase, haproxyExecutable, startCluster } from '../scripts/cluster-runner.mjs';
import { call, LiveRoom, ok, registerStudent, signIn } from './clients.mjs';

const port = Number(process.env.CLUSTER_TEST_PORT ?? 3400);
/** A database of its own beside the server tests' (on their PostgreSQL when set), made afresh. */
function clusterDatabaseUrl() {
  if (process.env.CLUSTER_TEST_DATABASE_URL) return process.env.CLUSTER_TEST_DATABASE_URL;
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  url.pathname = '/sparked_cluster_test';
  return url.href;
}
const databaseUrl = clusterDatabaseUrl();
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const accountCheckSeconds = 2;
const demo = {
  admin: ['admin@sparked.test', 'sparked-admin-demo'],
  facilitator: ['facilitator@sparked.test', 'sparked-facilitator-demo'],
};

let cluster;
let apps;
/** When every instance was ready, on the database's clock (the scheduled-job check counts from it). */
let readyAt;
const figures = {};

before(async () => {
  ensureDebianPackage({
    executable: haproxyExecutable,
    pkg: 'haproxy',
    purpose: 'the cluster test',
    override: 'HAPROXY_PATH',
  });
  await ensureDatabase(databaseUrl, { fresh: true });
  const started = Date.now();
  cluster = await startCluster({
    port,
    databaseUrl,
    redisUrl,
    logDir: process.env.CLUSTER_TEST_LOG_DIR,
    env: {
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      ACCOUNT_CHECK_SECONDS: String(accountCheckSeconds),
      SHUTDOWN_GRACE_SECONDS: '5',
    },
  });
  figures.clusterStartMs = Date.now() - started;
  figures.prepareMs = cluster.prepareMs;
  figures.instanceStartMs = cluster.instances.map((i) => i.startMs);
  apps = cluster.instances.map((i) => i.url);
  readyAt = await databaseNow();
});

after(async () => {
  await cluster?.stop();
  console.log(`cluster figures: ${JSON.stringify(figures)}`);
});

async function databaseNow() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query('SELECT now() AS now')).rows[0].now;
  } finally {
    await client.end();
  }
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();

describe('a cluster of three instances behind HAProxy', () => {
  it('serves a screenshot uploaded through one instance from every other and through HAProxy', async () => {
    const student = await registerStudent(apps[0]);
    const form = new FormData();
    form.set('title', 'Store page is blank');
    form.set(
      'description',
      JSON.stringify({
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Blank after Buy.' }] }],
      }),
    );
    form.set('issueType', 'Bug');
    form.set('files', new Blob([await png()], { type: 'image/png' }), 'shot.png');
    const filed = await ok(
      apps[0],
      'POST',
      '/tools-api/jira/user-issue',
      { token: student.accessToken, form },
      201,
    );
    const admin = await signIn(apps[1], ...demo.admin);
    const ticket = await ok(apps[1], 'GET', `/tools-api/jira/tickets/${filed.key}`, {
      token: admin.accessToken,
    });
    const [attachment] = ticket.attachments;
    assert.ok(attachment, 'the ticket has its screenshot');
    const served = [];
    for (const base of [...apps, cluster.url]) {
      const answer = await call(base, 'GET', attachment.url, { token: student.accessToken });
      assert.equal(answer.status, 200, `${base} serves the screenshot`);
      assert.equal(answer.headers.get('content-type'), 'image/png');
      assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
      served.push(answer.bytes);
    }
    assert.equal(served[0].length, attachment.size);
    for (const bytes of served.slice(1)) assert.ok(bytes.equals(served[0]), 'the same bytes');
  });

  it(`refuses a deactivated account on every instance within ACCOUNT_CHECK_SECONDS (${accountCheckSeconds} s)`, async () => {
    const student = await registerStudent(cluster.url);
    const me = (base) => call(base, 'GET', '/sso/auth/me', { token: student.accessToken });
    const admin = await signIn(apps[0], ...demo.admin);
    // Every instance has read the account's standing once and trusts it for the window.
    for (const base of apps) assert.equal((await me(base)).status, 200);
    await ok(apps[0], 'POST', `/sparked-api/users/${student.user.id}/deactivate`, {
      token: admin.accessToken,
      body: { reason: 'Left the district (cluster test).' },
    });
    const deactivatedAt = Date.now();
    const windowMs = accountCheckSeconds * 1000;
    // A request sent after the window must be refused; one sent before may still pass. Times are
    // when each request was sent, so a slow answer on a loaded machine does not count against it.
    const refusedAfter = await Promise.all(
      apps.map(async (base) => {
        for (;;) {
          const sentAfter = Date.now() - deactivatedAt;
          const { status } = await me(base);
          if (status === 401) return sentAfter;
          assert.equal(status, 200);
          assert.ok(sentAfter <= windowMs, `${base} accepted the token ${sentAfter} ms after`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }),
    );
    figures.deactivationRefusedAfterMs = refusedAfter;
    const again = await call(apps[2], 'POST', '/sso/auth/login', {
      body: { email: student.user.email, password: 'correct horse battery staple' },
    });
    assert.ok(again.status >= 400 && again.status < 500, 'no new sign-in either');
  });

  describe('a live game with its host on one instance and players on the others', () => {
    const questions = [
      'Which planet is closest to the Sun?\nA. Mercury\nB. Venus\nANSWER: A',
      'Which gas do plants take in?\nA. Helium\nB. Carbon dioxide\nANSWER: B',
    ].join('\n\n');
    let host;
    let players;
    let room;
    let screens;
    const everyScreen = (test, what) =>
      Promise.all(screens.map((screen) => screen.until(test, what)));
    const advance = async () => {
      room = await ok(apps[0], 'POST', `/sparked-api/games/rooms/${room.id}/advance`, {
        token: host.accessToken,
        body: { step: room.step },
      });
      return room;
    };
    const answer = (base, player, questionIndex, optionId) =>
      ok(
        base,
        'POST',
        `/sparked-api/games/rooms/${room.id}/answers`,
        { token: player.accessToken, body: { questionIndex, optionId } },
        201,
      );

    before(async () => {
      host = await signIn(apps[0], ...demo.facilitator);
      room = await ok(
        apps[0],
        'POST',
        '/sparked-api/games/rooms',
        { token: host.accessToken, body: { questionSet: { title: 'Cluster', text: questions } } },
        201,
      );
      players = [await registerStudent(apps[1]), await registerStudent(apps[2])];
      await ok(apps[1], 'POST', '/sparked-api/games/join', {
        token: players[0].accessToken,
        body: { pin: room.pin },
      });
      await ok(apps[2], 'POST', '/sparked-api/games/join', {
        token: players[1].accessToken,
        body: { pin: room.pin },
      });
      const socketUrl = (base) => `${base.replace('http', 'ws')}/sparked-api/games/live`;
      // Host on app1, one player on app2, one on app3; reconnecting goes through HAProxy.
      screens = [host, ...players].map(
        (session, n) =>
          new LiveRoom({
            firstUrl: socketUrl(apps[n]),
            reconnectUrl: socketUrl(cluster.url),
            token: session.accessToken,
            roomId: room.id,
          }),
      );
      await everyScreen((r) => r.playerCount === 2, 'both players are seated');
    });
    after(() => {
      for (const screen of screens ?? []) screen.close();
    });

    it('moves every screen with the host and shows the host every answer', async () => {
      await advance();
      await everyScreen((r) => r.phase === 'question' && r.question?.index === 0, 'question 1');
      await answer(apps[1], players[0], 0, 'A');
      await screens[0].until((r) => r.answeredCount === 1, 'the host sees one answer');
      await answer(apps[2], players[1], 0, 'B');
      await screens[0].until((r) => r.answeredCount === 2, 'the host sees both answers');
      await advance();
      await everyScreen((r) => r.reveal !== null, 'the answer is revealed');
      assert.equal(screens[1].room.seat.answer.correct, true);
      assert.equal(screens[2].room.seat.answer.correct, false);
    });

    it('carries on when the instance under a player is killed: the socket comes back through HAProxy', async () => {
      const victim = cluster.instances[2];
      const player = screens[2];
      const connectionsBefore = player.connections;
      const killedAt = Date.now();
      await cluster.signal(victim, 'SIGKILL');
      await player.until(
        () => player.connections > connectionsBefore && player.lastMessageAt > killedAt,
        'the player is back',
      );
      figures.failoverMs = player.lastMessageAt - killedAt;
      assert.notEqual(player.servedBy, victim.name, 'the socket is on a live instance now');

      await advance(); // the scoreboard
      await advance(); // question 2
      await everyScreen((r) => r.phase === 'question' && r.question?.index === 1, 'question 2');
      await answer(cluster.url, players[1], 1, 'B');
      await answer(apps[1], players[0], 1, 'A');
      await screens[0].until((r) => r.answeredCount === 2, 'the host sees both answers');
      await advance();
      await everyScreen((r) => r.reveal !== null && r.question?.index === 1, 'the reveal');
      assert.equal(player.room.seat.answer.correct, true);
      assert.equal(player.room.seat.score > 0, true, 'the killed player kept playing and scored');
    });
  });

  it('runs a scheduled job once across the instances (pg-boss, every minute)', async () => {
    // games/end-due-rooms is scheduled every minute by every instance; pg-boss makes one job of
    // each minute, which one worker takes. Wait for a minute that began after all were ready.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const slots = async () =>
        (
          await client.query(
            `SELECT date_trunc('minute', created_on) AS slot, count(*)::int AS jobs,
                    array_agg(state::text) AS states, sum(retry_count)::int AS retries
               FROM jobs.job WHERE name = 'games/end-due-rooms' AND created_on > $1
              GROUP BY 1 ORDER BY 1`,
            [readyAt],
          )
        ).rows;
      const deadline = Date.now() + 110_000;
      let rows = await slots();
      while (!rows.some((row) => row.states.includes('completed')) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        rows = await slots();
      }
      figures.jobSlots = rows.map((row) => ({ jobs: row.jobs, states: row.states }));
      assert.ok(rows.length > 0, 'a minute went by with the job scheduled');
      for (const row of rows) {
        assert.equal(row.jobs, 1, `one job for the minute ${row.slot.toISOString()}`);
        assert.equal(row.retries, 0);
      }
    } finally {
      await client.end();
    }
  });
});
