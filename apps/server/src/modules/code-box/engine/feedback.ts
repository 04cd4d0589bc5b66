import type { Hint, HintLevel, ProjectCode, Specification } from '@sparked/contracts';
import { readMarkup } from './analysis/markup-analysis';
import { parseScript, scriptHints } from './analysis/script-analysis';
import { coverageHints } from './analysis/specification-coverage';

export interface LocalFeedback {
  summary: string;
  hints: Hint[];
}

/** A hint as deep as the level asked for: a nudge, then a pointer, then a worked example. */
export function atLevel(hint: Hint, level: HintLevel): Hint {
  return {
    ...hint,
    pointer: level >= 2 ? hint.pointer : null,
    example: level >= 3 ? hint.example : null,
  };
}

/**
 * Rule-based feedback (decision 0017): the script is parsed (acorn) and the markup read
 * (htmlparser2), then checked for what trips students up most: a script that does not parse,
 * names never used, code that never runs, elements the script looks for in vain, buttons nothing
 * listens to, markup a screen reader cannot name, and acceptance checks the code never mentions.
 */
export function localFeedback(
  code: ProjectCode,
  specification: Specification | undefined,
  level: HintLevel,
): LocalFeedback {
  const markup = readMarkup(code.html);
  const parsed = parseScript(code.js);
  const hints = [
    ...(parsed.ok ? scriptHints(parsed.program, code.js, code.html, markup.ids) : [parsed.hint]),
    ...markup.hints(code.js),
    ...(specification ? coverageHints(specification, code) : []),
  ].map((hint) => atLevel(hint, level));
  const summary = !hints.length
    ? 'Nothing to fix found: the script parses, every button is wired up and the page is labelled. Now try each acceptance check by hand.'
    : `${hints.length === 1 ? 'One thing' : `${hints.length} things`} to look at. ${
        level === 1
          ? 'Start with the first; ask for more help if you are stuck.'
          : 'Fix one, run the project again, then ask again.'
      }`;
  return { summary, hints };
}
