// Starts `npm start`'s server on a port of its own for a benchmark, on a fresh embedded database
// unless DATABASE_URL (in the environment or `env`) points at PostgreSQL.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * `apiOnly` starts the server without `npm start`'s web build (it then serves the APIs alone):
 * for figures that never load a page, on a checkout that has not built the web app.
 */
export async function startServer(port, env = {}, { apiOnly = false } = {}) {
  const dataDir = path.join(root, '.data', `bench-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const command = apiOnly
    ? ['npm', ['run', 'start', '-w', '@sparked/server']]
    : ['node', ['scripts/start.mjs']];
  const child = spawn(...command, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url,
    /** Signals the server's process group; resolves when `npm start`'s own process has exited. */
    stop: () => {
      // The whole group: npm start → npm → tsx → node.
      process.kill(-child.pid, 'SIGTERM');
      return exited;
    },
  };
}

export async function registerStudent(url) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const response = await fetch(`${url}/sso/auth/register/student`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Mark',
      email,
      password: 'benchmark password',
    }),
  });
  if (!response.ok)
    throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

/** Signs in with a seeded demo account (bench servers seed demo data into their fresh database). */
export async function signIn(url, email, password) {
  const response = await fetch(`${url}/sso/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}
