import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { GameMasterPage } from '../../../pages/games/game-master-page';
import { readGameSearch } from '../../../pages/games/game-search';

const row = pageRow('/game/game-master');

export const Route = createFileRoute('/_authenticated/_gamified/game/game-master')({
  staticData: { title: row.title },
  validateSearch: readGameSearch,
  component: function GameMaster() {
    return <GameMasterPage title={row.title} competition={null} search={Route.useSearch()} />;
  },
});
