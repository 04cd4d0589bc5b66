import { type GlossaryEntry, gridLetters, puzzleLimits } from '@sparked/contracts';

/** "term: clue" a line (a dash or a tab works too); blank lines are skipped. */
export function entriesOf(text: string) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [term = '', ...clue] = line.split(/\s*[:\t–-]\s*/);
      return { term: term.trim(), clue: clue.join(' - ').trim() };
    });
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
