import { Parser } from 'htmlparser2';
import { guardLoops } from './loop-guard';
import { frameMarkup } from './preview-runner';

const scriptTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The student's HTML as the preview writes it: the loops of every inline script guarded like the
 * script part's, counting lines from the start of the HTML so a stopped loop names the editor's
 * line, and the frame-making attributes renamed outside scripts (see `frameMarkup`).
 */
export function previewMarkup(html: string): string {
  const scripts: Array<{ start: number; end: number; module: boolean }> = [];
  let open: { start: number; module: boolean } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const type = (attributes.type ?? '').trim().toLowerCase();
        if (name === 'script' && attributes.src === undefined && scriptTypes.has(type))
          open = { start: parser.endIndex + 1, module: type === 'module' };
      },
      onclosetag(name, implied) {
        if (name !== 'script' || !open) return;
        scripts.push({ ...open, end: implied ? html.length : parser.startIndex });
        open = null;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  let markup = '';
  let from = 0;
  for (const script of scripts) {
    markup += html.slice(from, script.start).replace(frameMarkup, 'data-removed-$&');
    const firstLine = html.slice(0, script.start).split('\n').length;
    markup += guardLoops(html.slice(script.start, script.end), {
      firstLine,
      part: 'html',
      module: script.module,
    });
    from = script.end;
  }
  return markup + html.slice(from).replace(frameMarkup, 'data-removed-$&');
}
