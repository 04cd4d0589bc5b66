import path from 'node:path';
import { type Plugin, runnerImport } from 'vite';
import { withScriptAfterCharset } from './vite-inline-script';

/**
 * Puts the session's early restore (`src/app/early-restore-script.ts`, decision 0043) into
 * index.html right after its charset, minified, so a signed-in visitor's restore starts while the
 * app's code downloads: before the stylesheets, which an inline script after them would wait for. The server allows it by its hash (`serveWebApp`); no 'unsafe-inline'.
 * The script module is loaded through Vite's runner because it reads the workspace packages' own
 * sources (the endpoint table, the cookie names), which Node cannot import as they are.
 */
export function inlineEarlyRestore(): Plugin {
  let root = '';
  let ssoBaseUrl: string | undefined;
  return {
    name: 'sparked:early-restore',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      ssoBaseUrl = config.env.VITE_SSO_URL;
    },
    async transformIndexHtml(html) {
      const { module } = await runnerImport<typeof import('./src/app/early-restore-script')>(
        path.join(root, 'src/app/early-restore-script.ts'),
      );
      return withScriptAfterCharset(
        html,
        'early-restore.js',
        module.earlyRestoreScript(ssoBaseUrl),
      );
    },
  };
}
