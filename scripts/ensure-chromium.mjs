#!/usr/bin/env node
// Browser tests need Debian's Chromium (Playwright's own download cannot reach its host here).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumExecutable } from './chromium.mjs';

if (existsSync(chromiumExecutable)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || process.env.CHROMIUM_PATH) {
  console.error(
    `Chromium was not found at ${chromiumExecutable}. Install it with "sudo apt-get install -y chromium" ` +
      '(or set CHROMIUM_PATH to a Chromium binary) and run the tests again.',
  );
  process.exit(1);
}
console.log('Installing Debian chromium for the browser tests (about a minute)…');
const run = (args) =>
  execFileSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
run(['update', '-qq']);
run(['install', '-y', '-qq', 'chromium']);
if (!existsSync(chromiumExecutable)) {
  console.error(`apt-get finished but ${chromiumExecutable} is still missing.`);
  process.exit(1);
}
