import type { ProjectCode } from '@sparked/contracts';
import { guardLoops } from './loop-guard';
import { previewMarkup } from './preview-markup';
import { previewRunnerSource } from './preview-runner';

/** Ends of elements inside their text would close them early: `</script` becomes `<\/script`. */
const inElement = (text: string, tag: string) =>
  text.replace(new RegExp(`</(${tag})`, 'gi'), '<\\/$1');

/**
 * The whole page the preview frame writes: the runner first, the student's style sheet, their
 * HTML, then their script, with the loops guarded in the script and in the HTML's scripts. The script starts on the line of its tag, so
 * the lines the browser counts in it are the editor's.
 */
export function previewDocument(code: ProjectCode): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Preview</title>',
    `<script>${previewRunnerSource}</script>`,
    `<style>\n${inElement(code.css, 'style')}\n</style>`,
    '</head>',
    '<body>',
    previewMarkup(code.html),
    `<script>${inElement(guardLoops(code.js), 'script')}\n</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
