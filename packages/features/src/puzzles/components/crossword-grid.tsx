import type { CrosswordClue } from '@sparked/contracts';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import {
  type Cell,
  cellKey,
  cellLabel,
  clueId,
  crosswordCells,
  type Direction,
  directionAt,
  neighbour,
} from '../model/crossword-cells';
import * as styles from './puzzles.css';

export interface CrosswordGridProps {
  width: number;
  height: number;
  clues: readonly CrosswordClue[];
  letters: ReadonlyMap<string, string>;
  onLettersChange: (letters: Map<string, string>) => void;
  /** Clues the last check found not right yet, as "3 down". */
  wrong: readonly string[];
}

const arrows: Record<string, [Direction, 1 | -1]> = {
  ArrowRight: ['across', 1],
  ArrowLeft: ['across', -1],
  ArrowDown: ['down', 1],
  ArrowUp: ['down', -1],
};

/**
 * A crossword to fill in by keyboard: type to fill and move on, arrows to move (and turn),
 * Space to turn, Backspace to clear and go back; each clue focuses its first square. Every
 * square is a text box labelled with each word it is in ("3 down, letter 2 of 5"), so it reads
 * and types on any device.
 */
export function CrosswordGrid({
  width,
  height,
  clues,
  letters,
  onLettersChange,
  wrong,
}: CrosswordGridProps) {
  const cells = useMemo(() => crosswordCells(clues), [clues]);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const [direction, setDirection] = useState<Direction>('across');
  const [active, setActive] = useState<string | null>(null);
  const activeCell = active ? cells.get(active) : undefined;
  const activeClue = activeCell?.[directionAt(activeCell, direction)]?.clue;

  const focus = (cell: Cell | null | undefined) => {
    if (cell) inputs.current.get(cellKey(cell.row, cell.col))?.focus();
  };
  const write = (cell: Cell, letter: string) => {
    const next = new Map(letters);
    if (letter) next.set(cellKey(cell.row, cell.col), letter);
    else next.delete(cellKey(cell.row, cell.col));
    onLettersChange(next);
  };
  const onKeyDown = (cell: Cell, event: KeyboardEvent<HTMLInputElement>) => {
    const arrow = arrows[event.key];
    const along = directionAt(cell, direction);
    if (arrow) {
      event.preventDefault();
      const [way, steps] = arrow;
      if (cell[way]) setDirection(way);
      focus(neighbour(cells, cell, way, steps));
    } else if (event.key === ' ') {
      event.preventDefault();
      const other = direction === 'across' ? 'down' : 'across';
      if (cell[other]) setDirection(other);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      if (letters.get(cellKey(cell.row, cell.col))) return write(cell, '');
      const back = neighbour(cells, cell, along, -1);
      if (back) {
        write(back, '');
        focus(back);
      }
    }
  };
  const onType = (cell: Cell, value: string) => {
    const letter = value
      .replace(/[^a-z]/gi, '')
      .slice(-1)
      .toUpperCase();
    if (!letter) return;
    write(cell, letter);
    focus(neighbour(cells, cell, directionAt(cell, direction), 1));
  };
  const pick = (clue: CrosswordClue) => {
    setDirection(clue.direction);
    focus(cells.get(cellKey(clue.row, clue.col)));
  };

  const squares = [];
  for (let row = 0; row < height; row++)
    for (let col = 0; col < width; col++) {
      const key = cellKey(row, col);
      const cell = cells.get(key);
      if (!cell) {
        squares.push(<div key={key} className={styles.block} aria-hidden="true" />);
        continue;
      }
      const inWord =
        activeClue !== undefined &&
        (cell.across?.clue === activeClue || cell.down?.clue === activeClue);
      squares.push(
        <div key={key} className={styles.cell}>
          {cell.number ? (
            <span className={styles.cellNumber} aria-hidden="true">
              {cell.number}
            </span>
          ) : null}
          <input
            ref={(element) => {
              if (element) inputs.current.set(key, element);
              else inputs.current.delete(key);
            }}
            className={styles.letter[inWord ? 'word' : 'plain']}
            aria-label={cellLabel(cell, direction)}
            value={letters.get(key) ?? ''}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={2}
            onFocus={() => setActive(key)}
            onKeyDown={(event) => onKeyDown(cell, event)}
            onChange={(event) => onType(cell, event.target.value)}
          />
        </div>,
      );
    }

  const list = (way: Direction, title: string) => (
    <section aria-labelledby={`clues-${way}`}>
      <h3 id={`clues-${way}`} className={styles.clueHeading}>
        {title}
      </h3>
      <ol className={styles.clueList}>
        {clues
          .filter((clue) => clue.direction === way)
          .map((clue) => (
            <li key={clueId(clue)}>
              <button
                type="button"
                className={styles.clueButton}
                aria-current={clue === activeClue ? 'true' : undefined}
                onClick={() => pick(clue)}
              >
                <strong>{clue.number}.</strong> {clue.clue} ({clue.length})
                {wrong.includes(clueId(clue)) ? (
                  <span className={styles.wrongMark}> · not right yet</span>
                ) : null}
              </button>
            </li>
          ))}
      </ol>
    </section>
  );

  return (
    <>
      <section
        className={styles.crossword}
        style={{ gridTemplateColumns: `repeat(${width}, 2.5rem)` }}
        aria-label="Crossword grid"
      >
        {squares}
      </section>
      <div className={styles.clueColumns}>
        {list('across', 'Across')}
        {list('down', 'Down')}
      </div>
    </>
  );
}
