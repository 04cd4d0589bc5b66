import { competitionQueryOptions } from '@sparked/features/competitions';
import { createFileRoute } from '@tanstack/react-router';
import { usePageTitle } from '../../../app/page-title';
import { pageRow } from '../../../app/route-table';
import { CompetitionPage } from '../../../pages/competitions/competition-page';

const row = pageRow('/spring-competition');

export const Route = createFileRoute('/_authenticated/_gamified/spring-competition')({
  staticData: { title: row.title },
  loader: ({ context: { queryClient, session } }) =>
    queryClient.prefetchQuery(competitionQueryOptions(session.client, 'spring-competition')),
  component: function SpringCompetitionRoute() {
    return <CompetitionPage slug="spring-competition" title={usePageTitle(row)} />;
  },
});
