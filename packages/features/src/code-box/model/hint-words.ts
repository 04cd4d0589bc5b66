import type { CodePart, Feedback, HintLevel } from '@sparked/contracts';

/** What a hint level is called on its button and above its feedback. */
export const hintLevelNames: Record<HintLevel, string> = {
  1: 'Nudge',
  2: 'Pointer',
  3: 'Worked example',
};

const partNames: Record<CodePart, string> = {
  html: 'HTML',
  css: 'CSS',
  js: 'JavaScript',
  specification: 'Specification',
};

/** "JavaScript, line 4": where a hint points. */
export const hintPlace = (part: CodePart, line: number | null) =>
  line ? `${partNames[part]}, line ${line}` : partNames[part];

/**
 * The level the next request asks for: on new code a nudge, then one level more each time, and
 * the worked example again once given.
 */
export function nextLevel(
  latest: Feedback | undefined,
  codeVersion: number | undefined,
): HintLevel {
  if (!latest || latest.codeVersion !== codeVersion) return 1;
  return latest.level === 1 ? 2 : 3;
}

/** The button that asks for it: "Get a hint: Nudge", "More help: Pointer". */
export const askLabel = (level: HintLevel) =>
  `${level === 1 ? 'Get a hint' : 'More help'}: ${hintLevelNames[level]}`;
