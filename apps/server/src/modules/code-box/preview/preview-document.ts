import type { ProjectCode } from '@sparked/contracts';
import { guardLoops } from './loop-guard';
import { previewRunnerSource } from './preview-runner';

/** Ends of elements inside their text would close them early: `</script` becomes `<\/script`. */
const inElement = (text: string, tag: string) =>
  text.replace(new RegExp(`</(${tag})`, 'gi'), '<\\/$1');

/**
 * The whole page the preview frame writes: the runner first, the student's style sheet, their
 * HTML, then their script with its loops guarded. The script starts on a line of its own so the
 * runner can give errors the line number the student sees in the editor.
 */
export function previewDocument(code: ProjectCode): string {
  const head =
    '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>Preview</title>\n';
  const style = `<style>\n${inElement(code.css, 'style')}\n</style>\n</head>\n<body>\n`;
  const body = `${code.html}\n<script>\n`;
  const page = (firstScriptLine: number) =>
    `${head}<script>${previewRunnerSource(firstScriptLine)}</script>\n${style}${body}`;
  // The line number written into the runner does not change how many lines it has.
  const firstScriptLine = page(0).split('\n').length;
  return `${page(firstScriptLine)}${inElement(guardLoops(code.js), 'script')}\n</script>\n</body>\n</html>\n`;
}
