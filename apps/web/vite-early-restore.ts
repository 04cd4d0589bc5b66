import path from 'node:path';
import { minifySync, type Plugin, runnerImport } from 'vite';

/** The document's first element, which must stay within its first 1024 bytes. */
const charsetMeta = '<meta charset="UTF-8" />';

/** `html` with an inline script (minified) right after its charset, before any stylesheet. */
export function withScriptAfterCharset(html: string, name: string, script: string): string {
  if (!html.includes(charsetMeta)) throw new Error(`index.html has no ${charsetMeta}.`);
  const { code } = minifySync(name, script);
  return html.replace(charsetMeta, `${charsetMeta}\n    <script>${code.trim()}</script>`);
}

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
