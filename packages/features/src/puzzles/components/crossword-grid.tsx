import { Trans, useLingui } from '@lingui/react/macro';
import type { CrosswordClue } from '@sparked/contracts';
import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  type Cell,
  cellKey,
  cellLabel,
  clueId,
  crosswordCells,
  type Direction,
  directionAt,
  directionName,
  firstCell,
  neighbour,
  nextLetterCell,
  wordEdge,
  wordLabel,
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

const turned = (direction: Direction): Direction => (direction === 'across' ? 'down' : 'across');
const keyOf = (cell: Cell) => cellKey(cell.row, cell.col);

/** The letter a text box gained over `old`, wherever its caret was: "XG" over "G" is "X". */
function typedLetter(value: string, old: string): string {
  const at = old ? value.indexOf(old) : -1;
  const gained =
    at >= 0 && value.length > old.length ? value.slice(0, at) + value.slice(at + 1) : value;
  return gained
    .replace(/[^a-z]/gi, '')
    .slice(-1)
    .toUpperCase();
}

/**
 * A crossword to fill in by keyboard, one composite widget (a roving tab stop, as the WAI-ARIA
 * grid pattern has it): the clues come first, each focusing its word's first square; the grid is
 * one Tab stop (the last square visited, else the first), and inside it arrows move between
 * squares, typing fills and moves on, Space or Enter turns between across and down, Backspace
 * clears and goes back, Home and End go to the word's ends. Every square is a real text box (a
 * phone's keyboard needs one) named by its words with their clues, "3 down: Tiny pores, letter 2
 * of 7", so it reads without the clue list.
 */
export function CrosswordGrid({
  width,
  height,
  clues,
  letters,
  onLettersChange,
  wrong,
}: CrosswordGridProps) {
  const { t } = useLingui();
  const cells = useMemo(() => crosswordCells(clues), [clues]);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const hintId = useId();
  const [direction, setDirection] = useState<Direction>('across');
  const [active, setActive] = useState<string | null>(null);
  // A turn of direction changes the focused square's name, which screen readers do not re-read.
  const [said, setSaid] = useState('');
  const first = firstCell(cells);
  const tabStop = active ?? (first ? keyOf(first) : null);
  const activeCell = active ? cells.get(active) : undefined;
  const activeClue = activeCell?.[directionAt(activeCell, direction)]?.clue;

  /** Focuses a square, named for `way` before it takes focus, so the name read is the new one. */
  const focus = (cell: Cell | null | undefined, way = direction) => {
    if (!cell) return;
    if (way !== direction) flushSync(() => setDirection(way));
    inputs.current.get(keyOf(cell))?.focus();
  };
  const write = (cell: Cell, letter: string) => {
    const next = new Map(letters);
    if (letter) next.set(keyOf(cell), letter);
    else next.delete(keyOf(cell));
    onLettersChange(next);
  };
  const turn = (cell: Cell) => {
    const along = directionAt(cell, direction);
    const other = cell[turned(along)];
    const word = other ?? cell[along];
    if (other) setDirection(turned(along));
    if (!word) return;
    const label = wordLabel(word);
    const way = directionName(other ? turned(along) : along);
    setSaid(other ? t`Typing ${way}: ${label}` : t`Only ${way} here: ${label}`);
  };
  const back = (cell: Cell) => {
    if (letters.get(keyOf(cell))) return write(cell, '');
    const before = neighbour(cells, cell, directionAt(cell, direction), -1);
    if (before) {
      write(before, '');
      focus(before);
    }
  };
  const onKeyDown = (cell: Cell, event: KeyboardEvent<HTMLInputElement>) => {
    const arrow = arrows[event.key];
    const along = directionAt(cell, direction);
    if (arrow) {
      const [way, steps] = arrow;
      const next = nextLetterCell(cells, cell, way, steps);
      focus(next, next?.[way] ? way : direction);
    } else if (event.key === ' ' || event.key === 'Enter') turn(cell);
    else if (event.key === 'Backspace') back(cell);
    else if (/^[a-z]$/i.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey)
      // Typed here, not in onChange: a letter over the same letter changes no value.
      type(cell, event.key);
    else if (event.key === 'Home' || event.key === 'End')
      focus(wordEdge(cells, cell, along, event.key === 'Home' ? 'first' : 'last'));
    else return;
    event.preventDefault();
  };
  const type = (cell: Cell, letter: string) => {
    write(cell, letter.toUpperCase());
    focus(neighbour(cells, cell, directionAt(cell, direction), 1));
  };
  /** A phone's keyboard, which names no key: the letter is what the text box gained. */
  const onChange = (cell: Cell, value: string) => {
    const letter = typedLetter(value, letters.get(keyOf(cell)) ?? '');
    if (letter) type(cell, letter);
  };
  const pick = (clue: CrosswordClue) =>
    focus(cells.get(cellKey(clue.row, clue.col)), clue.direction);

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
            tabIndex={key === tabStop ? 0 : -1}
            value={letters.get(key) ?? ''}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={2}
            onFocus={() => setActive(key)}
            onKeyDown={(event) => onKeyDown(cell, event)}
            onChange={(event) => onChange(cell, event.target.value)}
          />
        </div>,
      );
    }

  return (
    <div className={styles.crosswordLayout}>
      <div className={styles.clueColumns}>
        <ClueList way="across" clues={clues} current={activeClue} wrong={wrong} onPick={pick} />
        <ClueList way="down" clues={clues} current={activeClue} wrong={wrong} onPick={pick} />
      </div>
      <p id={hintId} className={styles.hint}>
        <Trans>
          In the grid, arrow keys move between squares, typing fills a square and moves on, Space
          turns between across and down, and Backspace clears.
        </Trans>
      </p>
      <section
        className={styles.crossword}
        style={{ gridTemplateColumns: `repeat(${width}, 2.5rem)` }}
        aria-label={t`Crossword grid`}
        aria-describedby={hintId}
      >
        {squares}
      </section>
      <VisuallyHidden aria-live="polite">{said}</VisuallyHidden>
    </div>
  );
}

interface ClueListProps {
  way: Direction;
  clues: readonly CrosswordClue[];
  current: CrosswordClue | undefined;
  wrong: readonly string[];
  onPick: (clue: CrosswordClue) => void;
}

/** One direction's clues, each a button to its word's first square; before the grid, so a
 * screen reader or Tab reaches them first. */
function ClueList({ way, clues, current, wrong, onPick }: ClueListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.clueHeading}>
        {way === 'across' ? (
          <Trans comment="The heading of a crossword's clues that read left to right.">
            Across
          </Trans>
        ) : (
          <Trans comment="The heading of a crossword's clues that read top to bottom.">Down</Trans>
        )}
      </h2>
      <ol className={styles.clueList}>
        {clues
          .filter((clue) => clue.direction === way)
          .map((clue) => (
            <li key={clueId(clue)}>
              <button
                type="button"
                className={styles.clueButton}
                aria-current={clue === current ? 'true' : undefined}
                onClick={() => onPick(clue)}
              >
                <strong>{clue.number}.</strong> {clue.clue} ({clue.length})
                {wrong.includes(clueId(clue)) ? (
                  <span className={styles.wrongMark}>
                    {' · '}
                    <Trans comment="After a crossword clue whose word was checked and is wrong.">
                      not right yet
                    </Trans>
                  </span>
                ) : null}
              </button>
            </li>
          ))}
      </ol>
    </section>
  );
}
