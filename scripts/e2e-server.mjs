#!/usr/bin/env node
// Starts `npm start`'s server for the end-to-end tests on a fresh embedded database.
// Usage: e2e-server.mjs PORT; `npm start` rebuilds the web app only when its sources changed.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.argv[2] ?? '3100';
const dataDir = path.join(root, '.data', `e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });

const server = spawn('node', ['scripts/start.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: port, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
