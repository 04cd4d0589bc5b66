import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useRef, useState } from 'react';
import { lineBetween, type Point, termOnLine } from '../model/word-search-line';
import * as styles from './puzzles.css';

export interface FoundWord {
  term: string;
  start: Point;
  end: Point;
}

export interface WordSearchGridProps {
  rows: readonly string[];
  words: readonly { term: string; clue: string }[];
  found: readonly FoundWord[];
  onFound: (word: FoundWord) => void;
  /** Said when a chosen line is not a word to find. */
  onMiss: (message: string) => void;
}

const moves: Record<string, Point> = {
  ArrowRight: [0, 1],
  ArrowLeft: [0, -1],
  ArrowDown: [1, 0],
  ArrowUp: [-1, 0],
};

/**
 * A word search: choose a word's first letter, then its last (click, or arrows and Enter).
 * One letter of the grid is in the tab order at a time; the arrows move between them.
 */
export function WordSearchGrid({ rows, words, found, onFound, onMiss }: WordSearchGridProps) {
  const { t } = useLingui();
  const size = rows.length;
  const letterLabel = (letter: string, row: number, column: number, found: boolean) =>
    found
      ? t`${letter}, row ${row}, column ${column}, found`
      : t`${letter}, row ${row}, column ${column}`;
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focus, setFocus] = useState<Point>([0, 0]);
  const [start, setStart] = useState<Point | null>(null);
  const foundCells = new Set(
    found.flatMap((word) =>
      (lineBetween(word.start, word.end) ?? []).map((point) => point.join(',')),
    ),
  );
  const toFind = words
    .map((word) => word.term)
    .filter((term) => !found.some((word) => word.term === term));

  const choose = (point: Point) => {
    if (!start) return setStart(point);
    setStart(null);
    if (start[0] === point[0] && start[1] === point[1]) return;
    const term = termOnLine(rows, start, point, toFind);
    if (term) onFound({ term, start, end: point });
    else onMiss(t`Those letters do not spell a word to find. Try again.`);
  };
  const move = (event: KeyboardEvent, [row, col]: Point) => {
    const step = moves[event.key];
    if (!step) return;
    event.preventDefault();
    const next: Point = [
      Math.min(size - 1, Math.max(0, row + step[0])),
      Math.min(size - 1, Math.max(0, col + step[1])),
    ];
    setFocus(next);
    buttons.current.get(next.join(','))?.focus();
  };

  return (
    <table className={styles.search} aria-label={t`Word search grid`}>
      <tbody>
        {rows.map((line, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row's place is what it is; rows never move.
          <tr key={row}>
            {[...line].map((letter, col) => {
              const key = `${row},${col}`;
              const chosen = start?.[0] === row && start[1] === col;
              return (
                <td key={key}>
                  <button
                    type="button"
                    ref={(element) => {
                      if (element) buttons.current.set(key, element);
                      else buttons.current.delete(key);
                    }}
                    className={
                      styles.searchLetter[
                        chosen ? 'start' : foundCells.has(key) ? 'found' : 'plain'
                      ]
                    }
                    tabIndex={focus[0] === row && focus[1] === col ? 0 : -1}
                    aria-label={letterLabel(letter, row + 1, col + 1, foundCells.has(key))}
                    aria-pressed={chosen}
                    onClick={() => choose([row, col])}
                    onFocus={() => setFocus([row, col])}
                    onKeyDown={(event) => move(event, [row, col])}
                  >
                    {letter}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
