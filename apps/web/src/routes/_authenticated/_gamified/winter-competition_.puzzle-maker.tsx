import { createFileRoute } from '@tanstack/react-router';
import { usePageTitle } from '../../../app/page-title';
import { pageRow } from '../../../app/route-table';
import { PuzzleMakerPage } from '../../../pages/games/puzzle-maker-page';
import { readPuzzleSearch } from '../../../pages/games/puzzle-maker-route';

const row = pageRow('/winter-competition/puzzle-maker');

export const Route = createFileRoute('/_authenticated/_gamified/winter-competition_/puzzle-maker')({
  staticData: { title: row.title },
  validateSearch: readPuzzleSearch,
  component: function WinterPuzzleMaker() {
    return (
      <PuzzleMakerPage
        title={usePageTitle(row)}
        competition="winter-competition"
        search={Route.useSearch()}
      />
    );
  },
});
