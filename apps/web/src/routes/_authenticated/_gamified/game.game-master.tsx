import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { GameMasterPage } from '../../../pages/games/game-master-page';
import { readGameMasterSearch } from '../../../pages/games/game-master-route';

const row = pageRow('/game/game-master');

export const Route = createFileRoute('/_authenticated/_gamified/game/game-master')({
  staticData: { title: row.title },
  validateSearch: readGameMasterSearch,
  component: function GameMaster() {
    return <GameMasterPage title={row.title} competition={null} search={Route.useSearch()} />;
  },
});
