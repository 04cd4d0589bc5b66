import { msg, t } from '@lingui/core/macro';
import type { CodePart, Feedback, HintLevel } from '@sparked/contracts';
import { translatedRecord } from '@sparked/i18n';

/** What a hint level is called on its button and above its feedback. */
export const hintLevelNames = translatedRecord<`${HintLevel}`>({
  1: msg`Nudge`,
  2: msg`Pointer`,
  3: msg`Worked example`,
});

const partNames = translatedRecord<CodePart>({
  html: msg`HTML`,
  css: msg`CSS`,
  js: msg`JavaScript`,
  specification: msg`Specification`,
});

/** "JavaScript, line 4": where a hint points. */
export const hintPlace = (part: CodePart, line: number | null) =>
  line ? t`${partNames[part]}, line ${line}` : partNames[part];

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
export function askLabel(level: HintLevel): string {
  const name = hintLevelNames[level];
  return level === 1 ? t`Get a hint: ${name}` : t`More help: ${name}`;
}
