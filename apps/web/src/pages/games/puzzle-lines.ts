import { type GlossaryEntry, gridLetters, puzzleLimits } from '@sparked/contracts';

/**
 * Where a line's term ends, in order of preference: a colon or tab; else a dash with spaces
 * around it; else any dash. Only that first separator goes: the clue stays as it was typed.
 */
const separators = [/\s*[:\t]\s*/, /\s+[–-]\s+/, /\s*[–-]\s*/];

function entryOf(line: string) {
  for (const separator of separators) {
    const found = separator.exec(line);
    if (found)
      return {
        term: line.slice(0, found.index).trim(),
        clue: line.slice(found.index + found[0].length).trim(),
      };
  }
  return { term: line, clue: '' };
}

/** "term: clue" a line (a dash or a tab works too); blank lines are skipped. */
export function entriesOf(text: string) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map(entryOf);
}

/**
 * A glossary as the form's lines: the terms a grid can hold, each with its definition as the
 * clue, up to the puzzle's limit.
 */
export function glossaryLines(entries: readonly GlossaryEntry[]) {
  return entries
    .filter(({ term }) => {
      const letters = gridLetters(term).length;
      return letters >= puzzleLimits.minTermLength && letters <= puzzleLimits.maxTermLength;
    })
    .slice(0, puzzleLimits.maxEntries)
    .map(({ term, definition }) => `${term}: ${definition.slice(0, puzzleLimits.maxClueLength)}`)
    .join('\n');
}
