import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { CodePart, Feedback, HintLevel } from '@sparked/contracts';
import { i18n } from '@sparked/i18n';

const levelMessages: Record<HintLevel, MessageDescriptor> = {
  1: msg({ message: 'Nudge', comment: 'The first, lightest level of a code hint.' }),
  2: msg({ message: 'Pointer', comment: 'The second level of a code hint: where to look.' }),
  3: msg({ message: 'Worked example', comment: 'The third level of a code hint.' }),
};

/**
 * What a hint level is called on its button and above its feedback, translated when it is read
 * (decision 0045).
 */
export const hintLevelNames: Readonly<Record<HintLevel, string>> = {
  get 1() {
    return i18n._(levelMessages[1]);
  },
  get 2() {
    return i18n._(levelMessages[2]);
  },
  get 3() {
    return i18n._(levelMessages[3]);
  },
};

const partName = (part: CodePart) =>
  part === 'html'
    ? 'HTML'
    : part === 'css'
      ? 'CSS'
      : part === 'js'
        ? 'JavaScript'
        : t({ message: 'Specification', comment: 'The code box project’s specification.' });

/** "JavaScript, line 4": where a hint points. */
export const hintPlace = (part: CodePart, line: number | null) => {
  const name = partName(part);
  return line ? t`${name}, line ${line}` : name;
};

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
export const askLabel = (level: HintLevel) => {
  const name = hintLevelNames[level];
  return level === 1 ? t`Get a hint: ${name}` : t`More help: ${name}`;
};
