import { minifySync } from 'vite';

/** The document's first element, which must stay within its first 1024 bytes. */
const charsetMeta = '<meta charset="UTF-8" />';

/**
 * `html` with an inline script (minified) right after its charset, before any stylesheet, which an
 * inline script after it would wait for. The server allows each by its hash (`serveWebApp`).
 */
export function withScriptAfterCharset(html: string, name: string, script: string): string {
  if (!html.includes(charsetMeta)) throw new Error(`index.html has no ${charsetMeta}.`);
  const { code } = minifySync(name, script);
  return html.replace(charsetMeta, `${charsetMeta}\n    <script>${code.trim()}</script>`);
}
