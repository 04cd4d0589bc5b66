import {
  ConstantNode,
  type FunctionNode,
  format,
  type MathNode,
  type OperatorNode,
  type ParenthesisNode,
  parse,
} from 'mathjs';
import { said } from '../../../i18n/reader';

/** Functions a calculation may use; anything else in the parser (units, imports…) is refused. */
const allowedFunctions = new Set(['sqrt', 'abs', 'round', 'floor', 'ceil']);
const maxSteps = 30;

const symbols: Record<string, string> = { '*': '×', '/': '÷', '-': '−' };
const pretty = (text: string) => text.replace(/[*/-]/g, (symbol) => symbols[symbol] ?? symbol);
const number = (value: number) => format(value, { precision: 10 });

const numberPattern = String.raw`(\d+(?:\.\d+)?)`;
const percentWord = String.raw`(?:%|\s*(?:percent|porsyento|porsiyento|bahagdan))`;
const askedPercentage = String.raw`(?:what|ilang|anong)\s+(?:percent(?:age)?|porsyento|porsiyento|bahagdan)`;

/**
 * Percentages as students word them, in English and in Filipino, and the calculation each means:
 * a share of a number ("15% of 80", "15% ng 80", "15 porsyento ng 80") and one number as a share
 * of another ("what percent is 15 of 80", "ilang porsyento ang 15 ng 80", "what percent of 80 is
 * 15", "ilang porsyento ng 80 ang 15").
 */
const wordedPercentages: ReadonlyArray<
  readonly [RegExp, (first: string, second: string) => string]
> = [
  [
    new RegExp(String.raw`${numberPattern}\s*${percentWord}\s*(?:of|ng)\s*${numberPattern}`, 'i'),
    (share, whole) => `${share} / 100 * ${whole}`,
  ],
  [
    new RegExp(
      String.raw`${askedPercentage}\s+(?:is|ang)\s+${numberPattern}\s+(?:of|ng|sa)\s+${numberPattern}`,
      'i',
    ),
    (part, whole) => `${part} / ${whole} * 100`,
  ],
  [
    new RegExp(
      String.raw`${askedPercentage}\s+(?:of|ng|sa)\s+${numberPattern}\s+(?:is|ang)\s+${numberPattern}`,
      'i',
    ),
    (whole, part) => `${part} / ${whole} * 100`,
  ],
];

/** The words a student wraps around a calculation, and the way they write its signs. */
export function expressionIn(question: string): string | undefined {
  for (const [pattern, calculation] of wordedPercentages) {
    const [, first, second] = pattern.exec(question) ?? [];
    if (first && second) return calculation(first, second);
  }
  const text = question
    .toLowerCase()
    .replace(
      /what(?:'s| is)|work out|calculate|how much is|solve|please|can you|explain|equals?|=|\?/g,
      ' ',
    )
    // The same words in Filipino: what is, how much is, work out, solve, explain, please.
    .replace(
      /\b(?:ano ang|magkano ang|ilan ang|kalkulahin|kuwentahin|kwentahin|lutasin|sagutin|ipaliwanag|pakisagot|paki|katumbas ng|po)\b/g,
      ' ',
    )
    .replace(/[×x]/g, '*')
    .replace(/÷/g, '/')
    .replace(/[−–]/g, '-')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .trim();
  return /^[\d\s+\-*/^().,a-z]+$/.test(text) && /\d/.test(text) && text.length <= 200
    ? text
    : undefined;
}

/** A number: a constant, one in brackets, or a negative one (−3 is a number, not a step). */
const isConstant = (node: MathNode): boolean =>
  node.type === 'ConstantNode' ||
  (node.type === 'ParenthesisNode' && isConstant((node as ParenthesisNode).content)) ||
  (node.type === 'OperatorNode' &&
    (node as OperatorNode).fn === 'unaryMinus' &&
    (node as OperatorNode).args[0]?.type === 'ConstantNode');

/** Why this operation comes now, in the order students learn it. */
function reason(node: MathNode, inBrackets: boolean): string {
  if (inBrackets)
    return said(/*i18n*/ { id: 'maths-explainer.brackets-first', message: 'Brackets first' });
  if (node.type === 'FunctionNode')
    return said(
      /*i18n*/ {
        id: 'maths-explainer.function-first',
        message: 'Work out {name}() first',
        values: { name: (node as FunctionNode).fn.toString() },
      },
    );
  const op = (node as OperatorNode).op;
  if (op === '^')
    return said(
      /*i18n*/ { id: 'maths-explainer.powers-first', message: 'Powers come before × and ÷' },
    );
  if (op === '*' || op === '/')
    return said(
      /*i18n*/ {
        id: 'maths-explainer.times-and-divide-next',
        message: '× and ÷ come before + and −, left to right',
      },
    );
  return said(
    /*i18n*/ {
      id: 'maths-explainer.plus-and-minus-last',
      message: 'Then + and −, left to right',
    },
  );
}

function checkSafe(tree: MathNode) {
  tree.traverse((node) => {
    if (node.type === 'FunctionNode' && !allowedFunctions.has((node as FunctionNode).fn.toString()))
      throw new Error('function');
    if (node.type === 'SymbolNode' && !allowedFunctions.has(node.toString()))
      throw new Error('symbol');
    if (
      !['ConstantNode', 'OperatorNode', 'ParenthesisNode', 'FunctionNode', 'SymbolNode'].includes(
        node.type,
      )
    )
      throw new Error(node.type);
  });
}

/**
 * Works a calculation out one operation at a time, in the order of operations: each step is the
 * first operation (left to right, innermost first) whose inputs are already numbers.
 */
export function explainSteps(
  expression: string,
): { steps: string[]; answer: string | null } | undefined {
  let tree: MathNode;
  try {
    tree = parse(expression);
    checkSafe(tree);
  } catch {
    return undefined;
  }
  const steps: string[] = [];
  while (!isConstant(tree) && steps.length < maxSteps) {
    let found: { node: MathNode; inBrackets: boolean } | undefined;
    tree.traverse((node, _path, parent) => {
      if (found || (node.type !== 'OperatorNode' && node.type !== 'FunctionNode')) return;
      const args = (node as OperatorNode | FunctionNode).args;
      if (args.every(isConstant)) found = { node, inBrackets: parent?.type === 'ParenthesisNode' };
    });
    if (!found) return undefined;
    const target = found.node;
    const value = target.evaluate() as unknown;
    if (typeof value !== 'number') return undefined;
    if (!Number.isFinite(value)) {
      steps.push(
        said(
          /*i18n*/ {
            id: 'maths-explainer.divided-by-zero',
            message: '{operation} has no answer: nothing can be divided into zero parts',
            values: { operation: pretty(target.toString()) },
          },
        ),
      );
      return { steps, answer: null };
    }
    steps.push(
      said(
        /*i18n*/ {
          id: 'maths-explainer.step',
          message: '{reason}: {operation} = {value}',
          values: {
            reason: reason(target, found.inBrackets),
            operation: pretty(target.toString()),
            value: number(value),
          },
        },
      ),
    );
    tree = tree.transform((node) => (node === target ? new ConstantNode(value) : node));
    // A pair of brackets around a single number has done its work.
    tree = tree.transform((node) =>
      node.type === 'ParenthesisNode' && (node as ParenthesisNode).content.type === 'ConstantNode'
        ? (node as ParenthesisNode).content
        : node,
    );
  }
  if (!isConstant(tree)) return undefined;
  return { steps, answer: number(tree.evaluate() as number) };
}

/** The maths explainer's offline answer: the working, step by step, or what it can work out. */
export function explainMaths(question: string): string {
  const expression = expressionIn(question);
  const worked = expression ? explainSteps(expression) : undefined;
  if (!expression || !worked)
    return said(
      /*i18n*/ {
        id: 'maths-explainer.send-a-calculation',
        message:
          'I explain calculations step by step, in the order of operations. Send one such as `3 + 4 × (2 − 1)²`, `sqrt(81) ÷ 3` or `15% of 80`.',
      },
    );
  const shown = pretty(expression.replace(/\s+/g, ' '));
  if (!worked.steps.length)
    return said(
      /*i18n*/ {
        id: 'maths-explainer.already-a-number',
        message: '{expression} is already a number: {answer}.',
        values: { expression: shown, answer: worked.answer ?? '' },
      },
    );
  const conclusion =
    worked.answer === null
      ? said(
          /*i18n*/ {
            id: 'maths-explainer.no-answer',
            message: 'So `{expression}` has no answer. Check the question for a division by zero.',
            values: { expression: shown },
          },
        )
      : said(
          /*i18n*/ {
            id: 'maths-explainer.answer',
            message:
              'So `{expression}` = {answer}. Try one yourself and send me your working to check.',
            values: { expression: shown, answer: worked.answer },
          },
        );
  const opening = said(
    /*i18n*/ {
      id: 'maths-explainer.one-step-at-a-time',
      message: "Let's work out `{expression}` one step at a time:",
      values: { expression: shown },
    },
  );
  return [opening, ...worked.steps.map((step) => `- ${step}`), '', conclusion].join('\n');
}
