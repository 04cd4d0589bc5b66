import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PuzzleKind } from '@sparked/contracts';
import { i18n } from '@sparked/i18n';

/** How a kind of puzzle is named in the puzzle lists, the maker's choice and above a puzzle. */
const kindNames: Record<PuzzleKind, MessageDescriptor> = {
  crossword: msg`Crossword`,
  'word-search': msg`Word search`,
};

/** Each name is translated when it is read, so it is in the language active then (decision 0045). */
export const puzzleKindNames: Readonly<Record<PuzzleKind, string>> = Object.defineProperties(
  {} as Record<PuzzleKind, string>,
  Object.fromEntries(
    Object.entries(kindNames).map(([kind, name]) => [
      kind,
      { enumerable: true, get: () => i18n._(name) },
    ]),
  ),
);
