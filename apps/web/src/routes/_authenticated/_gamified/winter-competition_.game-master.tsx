import { createFileRoute } from '@tanstack/react-router';
import { usePageTitle } from '../../../app/page-title';
import { pageRow } from '../../../app/route-table';
import { GameMasterPage } from '../../../pages/games/game-master-page';
import { readGameSearch } from '../../../pages/games/game-search';

const row = pageRow('/winter-competition/game-master');

export const Route = createFileRoute('/_authenticated/_gamified/winter-competition_/game-master')({
  staticData: { title: row.title },
  validateSearch: readGameSearch,
  component: function WinterGameMaster() {
    return (
      <GameMasterPage
        title={usePageTitle(row)}
        competition="winter-competition"
        search={Route.useSearch()}
      />
    );
  },
});
