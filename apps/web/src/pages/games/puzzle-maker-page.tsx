import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { educatorRoles, type GameCompetition } from '@sparked/contracts';
import { puzzleKindNames, puzzlesQueryOptions } from '@sparked/features/puzzles';
import { useSession } from '@sparked/features/session';
import { Badge } from '@sparked/ui/badge';
import { Card } from '@sparked/ui/card';
import { Spinner } from '@sparked/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import * as page from '../../shared/page.css';
import { QueryState } from '../../shared/query-state';
import { GamePage } from './game-page';
import { PuzzleScreen } from './puzzle-screen';

// Making puzzles is for educators only: solvers never load the form.
const MakePuzzle = lazy(async () => ({ default: (await import('./make-puzzle')).MakePuzzle }));

const pathOf = (competition: GameCompetition | null) =>
  competition ? ('/winter-competition/puzzle-maker' as const) : ('/game/puzzle-maker' as const);

function PuzzleList({ competition }: { competition: GameCompetition | null }) {
  const { t } = useLingui();
  const { session } = useSession();
  const puzzles = useQuery(puzzlesQueryOptions(session.client));
  return (
    <Card as="section" heading={t`Puzzles to solve`} headingLevel={2}>
      <QueryState query={puzzles} loading={t`Loading the puzzles`} what={t`the puzzles`}>
        {(list) => {
          const shown = list.filter((puzzle) => puzzle.competition === competition);
          return shown.length === 0 ? (
            <p className={page.note}>
              <Trans>No puzzles yet. When a teacher makes one, it shows here.</Trans>
            </p>
          ) : (
            <ul className={page.cardList}>
              {shown.map((puzzle) => (
                <li key={puzzle.id}>
                  <Link
                    to={pathOf(competition)}
                    search={{ puzzle: puzzle.id }}
                    className={page.headingLink}
                  >
                    {puzzle.title}
                  </Link>
                  <p className={page.itemMeta}>
                    {puzzleKindNames[puzzle.kind]} ·{' '}
                    {plural(puzzle.entryCount, { one: '# word', other: '# words' })}
                    {puzzle.mine
                      ? ` · ${t({ message: 'yours', comment: 'A puzzle the viewer made.' })}`
                      : ''}{' '}
                    {puzzle.solved ? (
                      <Badge tone="success">
                        <Trans comment="A puzzle the viewer has solved.">Solved</Trans>
                      </Badge>
                    ) : null}
                  </p>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
    </Card>
  );
}

/**
 * The puzzle maker: teachers make crosswords and word searches from terms and clues;
 * everyone solves them, by keyboard or pointer, and can print them. With a puzzle in the address
 * it is that puzzle.
 */
export function PuzzleMakerPage({
  title,
  competition,
  search,
}: {
  title: string;
  competition: GameCompetition | null;
  search: { puzzle?: string };
}) {
  const { t } = useLingui();
  const { claims } = useSession();
  const navigate = useNavigate();
  const educator = educatorRoles.some((role) => role === claims?.user_role);
  if (search.puzzle)
    return <PuzzleScreen key={search.puzzle} puzzleId={search.puzzle} title={title} />;
  const open = (puzzleId: string) =>
    void navigate({ to: pathOf(competition), search: { puzzle: puzzleId } });
  const ways = (
    <>
      <PuzzleList competition={competition} />
      {educator ? (
        <Suspense fallback={<Spinner label={t`Loading the puzzle form`} />}>
          <MakePuzzle competition={competition} onMade={open} />
        </Suspense>
      ) : null}
    </>
  );
  return (
    <GamePage
      title={title}
      competition={competition}
      lead={t`Crosswords and word searches made from a lesson's words. Solve one for experience and points (the first time), on screen or on paper.`}
    >
      {ways}
    </GamePage>
  );
}
