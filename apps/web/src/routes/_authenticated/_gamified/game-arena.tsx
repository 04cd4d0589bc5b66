import { gameHistoryQueryOptions } from '@sparked/features/games';
import { createFileRoute } from '@tanstack/react-router';
import { usePageTitle } from '../../../app/page-title';
import { pageRow } from '../../../app/route-table';
import { GameArenaPage } from '../../../pages/games/game-arena-page';

const row = pageRow('/game-arena');

export const Route = createFileRoute('/_authenticated/_gamified/game-arena')({
  staticData: { title: row.title },
  loader: ({ context: { queryClient, session } }) =>
    queryClient.prefetchQuery(gameHistoryQueryOptions(session.client)),
  component: function GameArenaRoute() {
    return <GameArenaPage title={usePageTitle(row)} />;
  },
});
