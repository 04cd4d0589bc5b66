// A PostgreSQL server of the bench's own (Debian's binaries, a temporary data directory or one
// kept between runs, a free port), so restarting it under load disturbs nobody else's tests on the
// shared server. PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const binaries = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** A port nothing listens on now, from the system. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Runs one of PostgreSQL's programs, as `postgres` when this process is root. Not synchronously:
 * the bench's simulated students go on sending (and timing) requests while it restarts.
 */
function run(program, args) {
  const asRoot = process.getuid?.() === 0;
  const [command, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(binaries, program), ...args]]
    : [path.join(binaries, program), args];
  return promisify(execFile)(command, argv, { encoding: 'utf8' });
}

/**
 * Makes a cluster in a temporary directory and starts it on a free port of 127.0.0.1 (trust for
 * local connections, as the shared test server). Answers its `url` (the `postgres` database),
 * `restart(mode)` and `stop()`, which also deletes the directory. With `keep`, a directory of that
 * name holds the cluster instead: made on the first run, started again as it is on the next ones
 * (its databases with it), and left in place by `stop()`.
 */
export async function startPostgres({ keep } = {}) {
  const directory = keep
    ? path.resolve(keep)
    : mkdtempSync(path.join(tmpdir(), 'sparked-faults-pg-'));
  mkdirSync(directory, { recursive: true });
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(directory, uid, gid);
  }
  const dataDir = path.join(directory, 'data');
  const port = await freePort();
  if (!existsSync(path.join(dataDir, 'PG_VERSION')))
    await run('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
  // The socket directory is ours too: the system's may not be writable, and nobody else's clashes.
  const options = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const pgCtl = (...args) =>
    run('pg_ctl', ['-D', dataDir, '-l', path.join(directory, 'server.log'), '-w', ...args]);
  await pgCtl('-o', options, 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    logFile: path.join(directory, 'server.log'),
    /**
     * Restarts the server (`fast`: sessions are ended and transactions rolled back, as an operator's
     * restart does; `immediate`: no clean shutdown, recovery at start). Answers the milliseconds
     * it was away.
     */
    async restart(mode = 'fast') {
      const started = Date.now();
      await pgCtl('-m', mode, '-o', options, 'restart');
      return Date.now() - started;
    },
    async stop() {
      try {
        await pgCtl('-m', 'fast', 'stop');
      } finally {
        if (!keep) rmSync(directory, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Copies a database into another, empty one (`pg_dump | psql` in one transaction: a copy cut
 * short leaves nothing), then `VACUUM ANALYZE`s it, as the district's seed does, for the planner.
 */
export async function copyDatabase(sourceUrl, targetUrl) {
  const quote = (text) => `'${text.replaceAll("'", "'\\''")}'`;
  const dump = `${path.join(binaries, 'pg_dump')} --no-owner --no-privileges ${quote(sourceUrl)}`;
  const psql = `${path.join(binaries, 'psql')} -q -v ON_ERROR_STOP=1 ${quote(targetUrl)}`;
  const script = `${dump} | ${psql} --single-transaction -f - && ${psql} -c 'VACUUM ANALYZE'`;
  const child = spawn('bash', ['-o', 'pipefail', '-c', script], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`copying ${sourceUrl} failed (exit ${code})`);
}
