import { competitionQueryOptions } from '@sparked/features/competitions';
import { createFileRoute } from '@tanstack/react-router';
import { usePageTitle } from '../../../app/page-title';
import { pageRow } from '../../../app/route-table';
import { CompetitionPage } from '../../../pages/competitions/competition-page';

const row = pageRow('/competitions/$slug');

export const Route = createFileRoute('/_authenticated/_gamified/competitions/$slug')({
  staticData: { title: row.title },
  loader: ({ context: { queryClient, session }, params }) =>
    queryClient.prefetchQuery(competitionQueryOptions(session.client, params.slug)),
  component: function AnyCompetition() {
    const { slug } = Route.useParams();
    return <CompetitionPage slug={slug} title={usePageTitle(row)} />;
  },
});
