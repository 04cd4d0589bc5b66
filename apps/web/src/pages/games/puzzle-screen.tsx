import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Puzzle, SolvePuzzleResponse } from '@sparked/contracts';
import {
  CrosswordGrid,
  type FoundWord,
  puzzleKindNames,
  puzzleQueryOptions,
  rowsOf,
  useSolvePuzzle,
  WordSearchGrid,
} from '@sparked/features/puzzles';
import { useSession } from '@sparked/features/session';
import { formatWalletAmount } from '@sparked/features/wallet';
import { i18n } from '@sparked/i18n';
import { Button } from '@sparked/ui/button';
import { Card } from '@sparked/ui/card';
import { Inline } from '@sparked/ui/inline';
import { Stack } from '@sparked/ui/stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as page from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import * as styles from './games.css';

/** What a check said, in a sentence. */
function resultText(result: SolvePuzzleResponse, alreadySolved: boolean): string {
  if (!result.solved)
    return plural(result.wrong.length, {
      one: 'Not quite: # answer is not right yet.',
      other: 'Not quite: # answers are not right yet.',
    });
  const amounts = (result.completion?.rewards ?? []).map((reward) =>
    formatWalletAmount(reward.amount, reward.wallet),
  );
  const and = i18n._(
    msg({ message: ' and ', comment: 'Joins the amounts a solved puzzle earned.' }),
  );
  const earned = amounts.join(and);
  if (earned) return i18n._(msg`Solved! You earned ${earned}.`);
  return alreadySolved
    ? i18n._(msg`Solved again. The reward comes with the first solution only.`)
    : i18n._(msg`Solved!`);
}

function Crossword({ puzzle }: { puzzle: Puzzle & { grid: { kind: 'crossword' } } }) {
  const { session } = useSession();
  const solve = useSolvePuzzle(session.client, puzzle.id);
  const [letters, setLetters] = useState(new Map<string, string>());
  const { width, height, clues } = puzzle.grid;
  return (
    <Stack gap={4}>
      <CrosswordGrid
        width={width}
        height={height}
        clues={clues}
        letters={letters}
        onLettersChange={setLetters}
        wrong={solve.data?.wrong ?? []}
      />
      <Inline gap={2}>
        <Button
          loading={solve.isPending}
          onClick={() => solve.mutate({ kind: 'crossword', rows: rowsOf(width, height, letters) })}
        >
          <Trans>Check my answers</Trans>
        </Button>
      </Inline>
      <p role="status" className={page.lead}>
        {solve.data ? resultText(solve.data, puzzle.solved) : ''}
      </p>
      {solve.error ? (
        <p role="alert" className={page.errorText}>
          {solve.error.message}
        </p>
      ) : null}
    </Stack>
  );
}

function WordSearch({ puzzle }: { puzzle: Puzzle & { grid: { kind: 'word-search' } } }) {
  const { session } = useSession();
  const solve = useSolvePuzzle(session.client, puzzle.id);
  const [found, setFound] = useState<FoundWord[]>([]);
  const { t } = useLingui();
  const [said, setSaid] = useState('');
  const { rows, words } = puzzle.grid;
  const onFound = (word: FoundWord) => {
    const next = [...found, word];
    setFound(next);
    const term = word.term;
    const left = words.length - next.length;
    setSaid(t`Found ${term}. ${left} to go.`);
    if (next.length === words.length)
      solve.mutate({
        kind: 'word-search',
        found: next.map(({ start, end }) => ({ start: [...start], end: [...end] })),
      });
  };
  return (
    <Stack gap={4}>
      <div className={styles.lobby}>
        <WordSearchGrid
          rows={rows}
          words={words}
          found={found}
          onFound={onFound}
          onMiss={setSaid}
        />
        <section aria-labelledby="words-to-find">
          <h2 id="words-to-find" className={page.subheading}>
            <Trans>Words to find</Trans>
          </h2>
          <ul className={page.steps}>
            {words.map((word) => (
              <li
                key={word.term}
                className={
                  found.some((entry) => entry.term === word.term) ? styles.found : undefined
                }
              >
                {word.term}: {word.clue}
                {found.some((entry) => entry.term === word.term)
                  ? ` ${t({ message: '(found)', comment: 'A word found in the word search.' })}`
                  : ''}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p role="status" className={page.lead}>
        {solve.data ? resultText(solve.data, puzzle.solved) : said}
      </p>
      {solve.error ? <p className={page.errorText}>{solve.error.message}</p> : null}
    </Stack>
  );
}

/** One puzzle: solve it, print it, and, for its author, its answer key. */
export function PuzzleScreen({ puzzleId, title }: { puzzleId: string; title: string }) {
  const { t } = useLingui();
  const { session } = useSession();
  const puzzle = useQuery(puzzleQueryOptions(session.client, puzzleId));
  return (
    <QueryState query={puzzle} loading={t`Loading the puzzle`} what={t`the puzzle`} title={title}>
      {(data) => {
        const leftOut = data.leftOut.join(', ');
        return (
          <Stack gap={4}>
            <h1 className={page.title}>{data.title}</h1>
            <Inline gap={2}>
              <p className={page.note}>
                {puzzleKindNames[data.kind]} ·{' '}
                {plural(data.entryCount, { one: '# word', other: '# words' })}
                {data.solved ? ` · ${t`you have solved it`}` : ''}
              </p>
              <Button variant="secondary" size="sm" onClick={() => window.print()}>
                <Trans>Print</Trans>
              </Button>
            </Inline>
            <Card className={styles.printable}>
              {data.grid.kind === 'crossword' ? (
                <Crossword puzzle={data as Puzzle & { grid: { kind: 'crossword' } }} />
              ) : (
                <WordSearch puzzle={data as Puzzle & { grid: { kind: 'word-search' } }} />
              )}
            </Card>
            {data.answers ? (
              <Card as="section" heading={t`Answer key (only you see it)`} headingLevel={2}>
                <Stack gap={2}>
                  {data.leftOut.length > 0 ? (
                    <p className={page.errorText}>
                      <Trans>Left out, as they crossed no other word: {leftOut}.</Trans>
                    </p>
                  ) : null}
                  <ul className={page.steps}>
                    {data.answers.map((answer) => (
                      <li key={answer.term}>
                        <strong>{answer.term}</strong>: {answer.clue}
                      </li>
                    ))}
                  </ul>
                </Stack>
              </Card>
            ) : null}
          </Stack>
        );
      }}
    </QueryState>
  );
}
