import { moduleLevels } from '@sparked/contracts';
import { academyCatalogueQueryOptions } from '@sparked/features/academy';
import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { oneOf, searchOf, text, wholeNumber } from '../../../app/search-params';
import { AcademyPage } from '../../../pages/academy/academy-page';

const readSearch = searchOf({
  search: text(200),
  subject: text(100),
  level: oneOf(moduleLevels),
  maxMinutes: wholeNumber(1, 10_000),
  price: oneOf(['free', 'paid']),
  offset: wholeNumber(0),
});

export const Route = createFileRoute('/_authenticated/_gamified/academy/')({
  staticData: { title: pageRow('/academy').title },
  validateSearch: readSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, session }, deps }) =>
    queryClient.prefetchQuery(academyCatalogueQueryOptions(session.client, deps)),
  component: AcademyPage,
});
