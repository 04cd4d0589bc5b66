// Several Sparked instances on one PostgreSQL and one Redis, behind HAProxy (decision 0040): what
// `npm run cluster` runs and what the cluster test starts. Each instance has its own DATA_DIR and
// ports, as if on a machine of its own.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
export const haproxyExecutable = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const serverMain = path.join(root, 'apps/server/src/main.ts');
const prepareCommand = path.join(root, 'apps/server/src/commands/prepare-database.ts');
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * How long an instance may take to be ready. Loading the TypeScript sources takes most of it: a few
 * seconds on a quiet machine, minutes on a 2-core one shared with other test runs.
 */
const startTimeoutMs = Number(process.env.CLUSTER_START_TIMEOUT_SECONDS ?? 300) * 1000;

/** The local PostgreSQL's database of that name, made when missing (dropped first when `fresh`). */
export async function ensureDatabase(url, { fresh = false } = {}) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    if (fresh) await client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${quoted}`);
  } finally {
    await client.end();
  }
}

/** HAProxy's configuration from `deploy/haproxy.cfg`, its `{{…}}` lines filled for these ports. */
export function haproxyConfig({ host, port, previewPort, instances }) {
  const servers = (portOf) =>
    instances.map((i) => `    server ${i.name} 127.0.0.1:${portOf(i)}`).join('\n');
  return readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8')
    .replace('{{APP_BIND}}', `${host}:${port}`)
    .replace('{{PREVIEW_BIND}}', `${host}:${previewPort}`)
    .replace(
      '{{APP_SERVERS}}',
      servers((i) => i.port),
    )
    .replace(
      '{{PREVIEW_SERVERS}}',
      servers((i) => i.previewPort),
    );
}

/** Polls `url` until it answers 200; resolves with the milliseconds it took. */
export async function waitUntilReady(url, { timeoutMs = 60_000, exited = () => false } = {}) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (exited()) throw new Error(`${url}: the process exited before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.status === 200) return Date.now() - started;
    } catch {
      // Not listening yet.
    }
    await pause(100);
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`);
}

/** Where a child's output goes: a log file, or the console with its name in front of each line. */
function pipeOutput(child, name, logDir) {
  if (logDir) {
    const file = createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' });
    child.stdout.pipe(file);
    child.stderr.pipe(file);
    return;
  }
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
}

/** The environment every instance shares; each adds its own ports and DATA_DIR. */
function sharedEnvironment(options) {
  return {
    ...process.env,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    PUBLIC_URL: `http://localhost:${options.port}`,
    PREVIEW_ORIGIN: `http://localhost:${options.previewPort}`,
    // Behind HAProxy: the client's address comes from X-Forwarded-For (rate limits, audit).
    TRUST_PROXY: 'true',
    ...options.env,
  };
}

/** Runs the migrations and the seed once, before any instance starts (they would race). */
function prepareDatabaseOnce(env) {
  const started = Date.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', prepareCommand], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (run.status !== 0)
    throw new Error(`preparing the database failed:\n${run.stdout}\n${run.stderr}`);
  return Date.now() - started;
}

/**
 * Starts the cluster and resolves once HAProxy answers through a ready instance. `options`:
 * `instances`, `port` (HAProxy; its preview is `port + 1`, instance n listens on `port + 10 + 2n`
 * and its preview one above), `databaseUrl`, `redisUrl`, `env` (more variables for the
 * instances), `dataDir`, `logDir` (output to files instead of the console), `host`.
 */
export async function startCluster(options) {
  const settings = {
    instances: 3,
    host: '127.0.0.1',
    dataDir: path.join(root, '.data', `cluster-${options.port}`),
    env: {},
    ...options,
    previewPort: options.port + 1,
  };
  mkdirSync(settings.dataDir, { recursive: true });
  if (settings.logDir) mkdirSync(settings.logDir, { recursive: true });
  const env = sharedEnvironment(settings);
  const prepareMs = prepareDatabaseOnce(env);

  const instances = Array.from({ length: settings.instances }, (_, n) => ({
    name: `app${n + 1}`,
    port: settings.port + 10 + 2 * n,
    previewPort: settings.port + 11 + 2 * n,
    child: null,
    startMs: null,
  }));
  for (const instance of instances) {
    instance.url = `http://127.0.0.1:${instance.port}`;
  }

  /** Starts (or starts again) one instance and resolves with its start-to-ready milliseconds. */
  async function start(instance) {
    const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
      cwd: root,
      env: {
        ...env,
        PORT: String(instance.port),
        PREVIEW_PORT: String(instance.previewPort),
        DATA_DIR: path.join(settings.dataDir, instance.name),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    instance.child = child;
    pipeOutput(child, instance.name, settings.logDir);
    instance.startMs = await waitUntilReady(`${instance.url}/readyz`, {
      timeoutMs: startTimeoutMs,
      exited: () => child.exitCode !== null || child.signalCode !== null,
    });
    return instance.startMs;
  }

  const configFile = path.join(settings.dataDir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig({ ...settings, instances }));
  let haproxy = null;
  const cluster = {
    url: `http://127.0.0.1:${settings.port}`,
    previewUrl: `http://127.0.0.1:${settings.previewPort}`,
    instances,
    prepareMs,
    start,
    /** Sends `signal` to an instance and resolves when its process has gone. */
    async signal(instance, signal) {
      const { child } = instance;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await gone;
    },
    /** Stops HAProxy and every instance (SIGTERM: they drain), killing what is still up after 15 s. */
    async stop() {
      const stopping = [...instances.map((i) => i.child), haproxy].filter(
        (child) => child && child.exitCode === null && child.signalCode === null,
      );
      await Promise.all(
        stopping.map(async (child) => {
          const gone = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
          await gone;
          clearTimeout(timer);
        }),
      );
    },
  };
  try {
    await Promise.all(instances.map(start));
    haproxy = spawn(haproxyExecutable, ['-W', '-db', '-f', configFile], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    pipeOutput(haproxy, 'haproxy', settings.logDir);
    await waitUntilReady(`${cluster.url}/readyz`, {
      timeoutMs: 15_000,
      exited: () => haproxy.exitCode !== null,
    });
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}
