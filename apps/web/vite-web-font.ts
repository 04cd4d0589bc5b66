import path from 'node:path';
import { type Plugin, runnerImport } from 'vite';
import { withScriptAfterCharset } from './vite-inline-script';

/**
 * Puts the web font's choice (`src/app/web-font-script.ts`, decision 0048) into index.html right
 * after its charset, with the build's address of one font file (found by its original name: the
 * file keeps its hashed name), so a visit with Inter cached preloads it with the first requests.
 * The server allows the script by its hash, as it does the early restore's (`serveWebApp`). The
 * script module is loaded through Vite's runner, as the early restore's is: it reads the design
 * tokens' own sources.
 */
export function inlineWebFontChoice(originalFileName: string): Plugin {
  let root = '';
  return {
    name: 'sparked:web-font',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        const font = Object.values(bundle ?? {}).find(
          (output) =>
            output.type === 'asset' &&
            output.originalFileNames.some((name) => name.endsWith(`/${originalFileName}`)),
        );
        if (!font) throw new Error(`inlineWebFontChoice: the build has no ${originalFileName}.`);
        const { module } = await runnerImport<typeof import('./src/app/web-font-script')>(
          path.join(root, 'src/app/web-font-script.ts'),
        );
        return withScriptAfterCharset(
          html,
          'web-font.js',
          module.webFontScript(`/${font.fileName}`),
        );
      },
    },
  };
}
