import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { GameMasterPage } from '../../../pages/games/game-master-page';
import { readGameMasterSearch } from '../../../pages/games/game-master-route';

const row = pageRow('/winter-competition/game-master');

export const Route = createFileRoute('/_authenticated/_gamified/winter-competition_/game-master')({
  staticData: { title: row.title },
  validateSearch: readGameMasterSearch,
  component: function WinterGameMaster() {
    return (
      <GameMasterPage
        title={row.title}
        competition="winter-competition"
        search={Route.useSearch()}
      />
    );
  },
});
