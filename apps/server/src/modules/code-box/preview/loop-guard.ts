import { type Node, parse } from 'acorn';
import { full } from 'acorn-walk';

const loops = new Set([
  'ForStatement',
  'ForInStatement',
  'ForOfStatement',
  'WhileStatement',
  'DoWhileStatement',
]);

type Loop = Node & { body: Node; loc?: { start: { line: number } } | null };

/** The name of the runner's guard that every loop body calls first (see preview-runner.ts). */
export const loopGuardName = '__sparkedLoopGuard';

/**
 * The script with a call to the guard at the start of every loop body, so a loop that runs for
 * more than a second is stopped and reported instead of freezing the preview. A script that does
 * not parse is returned as it is: the browser reports the syntax error when it runs.
 */
export function guardLoops(js: string): string {
  let program: Node;
  try {
    program = parse(js, { ecmaVersion: 'latest', sourceType: 'script', locations: true });
  } catch {
    return js;
  }
  const inserts: Array<{ at: number; text: string }> = [];
  full(program, (node) => {
    if (!loops.has(node.type)) return;
    const { body, loc } = node as Loop;
    const call = `${loopGuardName}(${loc?.start.line ?? 0});`;
    if (body.type === 'BlockStatement') inserts.push({ at: body.start + 1, text: call });
    else {
      inserts.push({ at: body.start, text: `{${call}` });
      inserts.push({ at: body.end, text: '}' });
    }
  });
  // From the end, so each position still points where it did in the original.
  return inserts
    .sort((a, b) => b.at - a.at)
    .reduce((source, { at, text }) => source.slice(0, at) + text + source.slice(at), js);
}
