#!/usr/bin/env node
// `npm start`: build the web app when its build is missing or its sources changed since the last
// build, then run the server, which migrates, seeds an empty database and serves the web app and
// every API on one port.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

ensureWebBuild();
const server = spawnSync(npm, ['run', 'start', '-w', '@sparked/server'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(server.status ?? 1);
