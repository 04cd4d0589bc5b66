import { competitionQueryOptions } from '@sparked/features/competitions';
import { createFileRoute } from '@tanstack/react-router';
import { usePageTitle } from '../../app/page-title';
import { pageRow } from '../../app/route-table';
import { CompetitionPage } from '../../pages/competitions/competition-page';

const row = pageRow('/rtu-ai-competition');

export const Route = createFileRoute('/_public/rtu-ai-competition')({
  staticData: { title: row.title },
  loader: ({ context: { queryClient, session } }) =>
    queryClient.prefetchQuery(competitionQueryOptions(session.client, 'rtu-ai-competition')),
  component: function RtuAiCompetitionRoute() {
    return <CompetitionPage slug="rtu-ai-competition" title={usePageTitle(row)} />;
  },
});
