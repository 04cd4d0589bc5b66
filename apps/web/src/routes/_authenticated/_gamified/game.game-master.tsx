import { createFileRoute } from '@tanstack/react-router';
import { usePageTitle } from '../../../app/page-title';
import { pageRow } from '../../../app/route-table';
import { GameMasterPage } from '../../../pages/games/game-master-page';
import { readGameSearch } from '../../../pages/games/game-search';

const row = pageRow('/game/game-master');

export const Route = createFileRoute('/_authenticated/_gamified/game/game-master')({
  staticData: { title: row.title },
  validateSearch: readGameSearch,
  component: function GameMaster() {
    return (
      <GameMasterPage title={usePageTitle(row)} competition={null} search={Route.useSearch()} />
    );
  },
});
