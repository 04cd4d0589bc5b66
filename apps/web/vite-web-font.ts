import type { Plugin } from 'vite';
import { webFontScript } from './src/app/web-font-script';
import { withScriptAfterCharset } from './vite-early-restore';

/**
 * Puts the web font's choice (`src/app/web-font-script.ts`, decision 0048) into index.html right
 * after its charset, with the build's address of one font file (found by its original name: the
 * file keeps its hashed name), so a visit with Inter cached preloads it with the first requests.
 * The server allows the script by its hash, as it does the early restore's (`serveWebApp`).
 */
export function inlineWebFontChoice(originalFileName: string): Plugin {
  return {
    name: 'sparked:web-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const font = Object.values(bundle ?? {}).find(
          (output) =>
            output.type === 'asset' &&
            output.originalFileNames.some((name) => name.endsWith(`/${originalFileName}`)),
        );
        if (!font) throw new Error(`inlineWebFontChoice: the build has no ${originalFileName}.`);
        return withScriptAfterCharset(html, 'web-font.js', webFontScript(`/${font.fileName}`));
      },
    },
  };
}
