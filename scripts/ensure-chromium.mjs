#!/usr/bin/env node
// Browser tests need Debian's Chromium (Playwright's own download cannot reach its host here).
import { ensureDebianPackage } from './apt-install.mjs';
import { chromiumExecutable } from './chromium.mjs';

ensureDebianPackage({
  executable: chromiumExecutable,
  pkg: 'chromium',
  purpose: 'the browser tests (about a minute)',
  override: 'CHROMIUM_PATH',
});
