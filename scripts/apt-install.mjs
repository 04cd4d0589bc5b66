// Tests need a few Debian programs (Chromium, poppler's pdftotext): as root the test command
// installs a missing one with apt-get, otherwise it stops and says what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Exits the process with a message when `executable` is missing and cannot be installed.
 * `override` names the variable that points at another binary; set, nothing is installed.
 */
export function ensureDebianPackage({ executable, pkg, purpose, override }) {
  if (existsSync(executable)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || (override && process.env[override])) {
    const instead = override ? ` (or set ${override} to a ${pkg} binary)` : '';
    console.error(
      `${executable} was not found. Install it with "sudo apt-get install -y ${pkg}"${instead} ` +
        'and run the tests again.',
    );
    process.exit(1);
  }
  console.log(`Installing Debian ${pkg} for ${purpose}…`);
  const run = (args) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['update', '-qq']);
  run(['install', '-y', '-qq', pkg]);
  if (!existsSync(executable)) {
    console.error(`apt-get finished but ${executable} is still missing.`);
    process.exit(1);
  }
}
