import type { Hint } from '@sparked/contracts';
import { type Node, parse } from 'acorn';
import { full } from 'acorn-walk';

/** Where a node starts, 1-based, as acorn counts lines. */
type Located = Node & { loc?: { start: { line: number } } | null };
const lineOf = (node: Node) => (node as Located).loc?.start.line ?? null;

/** acorn's message without its "(line:column)" tail, which the hint says in its own words. */
const plainMessage = (message: string) => message.replace(/\s*\(\d+:\d+\)$/, '');

export type ParsedScript = { ok: true; program: Node } | { ok: false; hint: Hint };

/** The script as a syntax tree, or the hint that says where it does not parse. */
export function parseScript(js: string): ParsedScript {
  try {
    return {
      ok: true,
      program: parse(js, { ecmaVersion: 'latest', sourceType: 'script', locations: true }),
    };
  } catch (error) {
    const line = (error as { loc?: { line: number } }).loc?.line ?? null;
    return {
      ok: false,
      hint: {
        title: 'The script does not run',
        part: 'js',
        line,
        nudge:
          'The browser stops reading the script before anything happens: something in it is mistyped.',
        pointer: `Line ${line ?? '?'}: ${plainMessage((error as Error).message)}.`,
        example:
          'Brackets and quotes come in pairs: if (score > 3) { message.textContent = "Well done"; }',
      },
    };
  }
}

const mentions = (text: string, name: string) =>
  new RegExp(`(^|[^\\w$])${name.replaceAll('$', '\\$')}($|[^\\w$])`).test(text);

/** Names declared with const, let, var or function that nothing else uses. */
function unusedNames(program: Node, html: string): Hint[] {
  const declared = new Map<string, number | null>();
  const uses = new Map<string, number>();
  full(program, (node) => {
    if (node.type === 'VariableDeclarator' || node.type === 'FunctionDeclaration') {
      const id = (node as Node & { id?: Node & { name?: string } }).id;
      if (id?.type === 'Identifier' && id.name) declared.set(id.name, lineOf(id));
    }
    if (node.type === 'Identifier') {
      const { name } = node as Node & { name: string };
      uses.set(name, (uses.get(name) ?? 0) + 1);
    }
  });
  return (
    [...declared]
      // Its own declaration is one use; an inline handler in the HTML (onclick="go()") is another.
      .filter(
        ([name]) => (uses.get(name) ?? 0) <= 1 && !name.startsWith('_') && !mentions(html, name),
      )
      .map(([name, line]) => ({
        title: `"${name}" is never used`,
        part: 'js',
        line,
        nudge: 'Part of the script is written but never used: was something meant to call it?',
        pointer: `Line ${line}: "${name}" is declared but nothing reads or calls it.`,
        example:
          'A function runs only when something calls it: button.addEventListener("click", checkAnswer);',
      }))
  );
}

const endsFlow = new Set([
  'ReturnStatement',
  'ThrowStatement',
  'BreakStatement',
  'ContinueStatement',
]);

/** Statements after a return, throw, break or continue in the same block. */
function unreachable(program: Node): Hint[] {
  const hints: Hint[] = [];
  full(program, (node) => {
    const body =
      node.type === 'BlockStatement' || node.type === 'Program'
        ? (node as Node & { body: Node[] }).body
        : node.type === 'SwitchCase'
          ? (node as Node & { consequent: Node[] }).consequent
          : undefined;
    if (!body) return;
    const stop = body.findIndex((statement) => endsFlow.has(statement.type));
    // Function declarations are hoisted: they are reachable wherever they are written.
    const next = body.slice(stop + 1).find((statement) => statement.type !== 'FunctionDeclaration');
    if (stop < 0 || !next) return;
    const line = lineOf(next);
    hints.push({
      title: 'Code that never runs',
      part: 'js',
      line,
      nudge: 'Some lines can never run, because the code before them always leaves first.',
      pointer: `Line ${line}: this comes after a ${body[stop]?.type.replace('Statement', '').toLowerCase()} on line ${lineOf(body[stop] as Node)}, so it is skipped.`,
      example:
        'Put the lines that should run before the return: total += 1; return total; (not return total; total += 1;)',
    });
  });
  return hints;
}

/** getElementById("x") for an x the page never has. */
function missingElements(program: Node, js: string, ids: ReadonlySet<string>): Hint[] {
  const hints: Hint[] = [];
  full(program, (node) => {
    if (node.type !== 'CallExpression') return;
    const call = node as Node & {
      callee: Node & { property?: { name?: string } };
      arguments: Array<Node & { value?: unknown }>;
    };
    if (call.callee.property?.name !== 'getElementById') return;
    const id = call.arguments[0]?.value;
    // An id the script gives an element itself appears again in the script.
    if (typeof id !== 'string' || ids.has(id) || js.split(id).length > 2) return;
    const line = lineOf(node);
    hints.push({
      title: `Nothing on the page has the id "${id}"`,
      part: 'js',
      line,
      nudge:
        'The script looks for an element that the page does not have, so it gets nothing back.',
      pointer: `Line ${line}: getElementById("${id}") finds nothing: no element in the HTML has id="${id}".`,
      example:
        'The id in the HTML and in the script must match exactly: <p id="score"></p> and document.getElementById("score").',
    });
  });
  return hints;
}

/** Every hint about a script that parses. */
export function scriptHints(
  program: Node,
  js: string,
  html: string,
  ids: ReadonlySet<string>,
): Hint[] {
  return [
    ...unusedNames(program, html),
    ...unreachable(program),
    ...missingElements(program, js, ids),
  ];
}
