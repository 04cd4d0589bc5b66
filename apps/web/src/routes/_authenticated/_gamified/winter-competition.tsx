import { competitionQueryOptions } from '@sparked/features/competitions';
import { createFileRoute } from '@tanstack/react-router';
import { usePageTitle } from '../../../app/page-title';
import { pageRow } from '../../../app/route-table';
import { CompetitionPage } from '../../../pages/competitions/competition-page';

const row = pageRow('/winter-competition');

export const Route = createFileRoute('/_authenticated/_gamified/winter-competition')({
  staticData: { title: row.title },
  loader: ({ context: { queryClient, session } }) =>
    queryClient.prefetchQuery(competitionQueryOptions(session.client, 'winter-competition')),
  component: function WinterCompetitionRoute() {
    return <CompetitionPage slug="winter-competition" title={usePageTitle(row)} />;
  },
});
