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

export interface GuardOptions {
  /** The editor line the script starts on. */
  firstLine?: number;
  /** Which editor part holds the script, when it is not the script part. */
  part?: 'html';
  /** A `<script type="module">`. */
  module?: boolean;
}

/**
 * The script with a call to the guard at the start of every loop body, so a loop that runs for
 * more than a second is stopped and reported instead of freezing the preview. A script that does
 * not parse is returned as it is: the browser reports the syntax error when it runs.
 */
export function guardLoops(js: string, options: GuardOptions = {}): string {
  const { firstLine = 1, part, module = false } = options;
  let program: Node;
  try {
    program = parse(js, {
      ecmaVersion: 'latest',
      sourceType: module ? 'module' : 'script',
      locations: true,
    });
  } catch {
    return js;
  }
  const where = part ? `,${JSON.stringify(part)}` : '';
  const inserts: Array<{ at: number; text: string }> = [];
  full(program, (node) => {
    if (!loops.has(node.type)) return;
    const { body, loc } = node as Loop;
    const call = `${loopGuardName}(${(loc?.start.line ?? 1) + firstLine - 1}${where});`;
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
