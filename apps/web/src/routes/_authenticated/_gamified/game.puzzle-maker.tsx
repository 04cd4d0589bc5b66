import { createFileRoute } from '@tanstack/react-router';
import { usePageTitle } from '../../../app/page-title';
import { pageRow } from '../../../app/route-table';
import { PuzzleMakerPage } from '../../../pages/games/puzzle-maker-page';
import { readPuzzleSearch } from '../../../pages/games/puzzle-maker-route';

const row = pageRow('/game/puzzle-maker');

export const Route = createFileRoute('/_authenticated/_gamified/game/puzzle-maker')({
  staticData: { title: row.title },
  validateSearch: readPuzzleSearch,
  component: function PuzzleMaker() {
    return (
      <PuzzleMakerPage title={usePageTitle(row)} competition={null} search={Route.useSearch()} />
    );
  },
});
