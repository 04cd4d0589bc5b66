#!/usr/bin/env node
// `npm start`: build the web app once if its build is missing, then run the server, which
// migrates, seeds an empty database and serves the web app and every API on one port.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webIndex = path.join(root, process.env.WEB_DIST_DIR ?? 'apps/web/dist', 'index.html');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!existsSync(webIndex)) {
  console.log('Building the web app (first start only)…');
  const build = spawnSync(npm, ['run', 'build', '-w', '@sparked/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawnSync(npm, ['run', 'start', '-w', '@sparked/server'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(server.status ?? 1);
