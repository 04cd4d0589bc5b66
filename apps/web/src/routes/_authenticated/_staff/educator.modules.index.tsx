import { moduleStatuses } from '@sparked/contracts';
import { moduleListQueryOptions } from '@sparked/features/modules';
import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { oneOf, searchOf, text, wholeNumber } from '../../../app/search-params';
import { EducatorModulesPage } from '../../../pages/educator-modules-page';

/** The list's filter lives in the address, so back, reload and a shared link keep it. */
const readSearch = searchOf({
  search: text(200),
  status: oneOf(moduleStatuses),
  offset: wholeNumber(0),
});

export const Route = createFileRoute('/_authenticated/_staff/educator/modules/')({
  staticData: { title: pageRow('/educator/modules').title },
  validateSearch: readSearch,
  loaderDeps: ({ search }) => search,
  // The page shows its own loading and error states, so a failed prefetch does not block it.
  loader: ({ context: { queryClient, session }, deps }) =>
    queryClient.prefetchQuery(moduleListQueryOptions(session.client, deps)),
  component: EducatorModulesPage,
});
