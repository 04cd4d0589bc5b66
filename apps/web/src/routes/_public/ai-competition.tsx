import { competitionQueryOptions } from '@sparked/features/competitions';
import { createFileRoute } from '@tanstack/react-router';
import { usePageTitle } from '../../app/page-title';
import { pageRow } from '../../app/route-table';
import { CompetitionPage } from '../../pages/competitions/competition-page';

const row = pageRow('/ai-competition');

export const Route = createFileRoute('/_public/ai-competition')({
  staticData: { title: row.title },
  loader: ({ context: { queryClient, session } }) =>
    queryClient.prefetchQuery(competitionQueryOptions(session.client, 'ai-competition')),
  component: function AiCompetitionRoute() {
    return <CompetitionPage slug="ai-competition" title={usePageTitle(row)} />;
  },
});
