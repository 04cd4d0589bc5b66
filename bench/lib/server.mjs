// Starts `npm start`'s server on a port of its own for a benchmark, on a fresh embedded database
// unless DATABASE_URL points at PostgreSQL.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export async function startServer(port) {
  const dataDir = path.join(root, '.data', `bench-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
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
  return {
    url,
    stop: () => {
      // The whole group: npm start → npm → tsx → node.
      process.kill(-child.pid, 'SIGTERM');
    },
  };
}

export async function registerStudent(url) {
  const email = `bench-${Date.now()}@example.test`;
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
