import { academyModuleQueryOptions } from '@sparked/features/academy';
import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { id, searchOf } from '../../../app/search-params';
import { AcademyModulePage } from '../../../pages/academy/academy-module-page';

// The payment page sends the buyer back with their order.
const readSearch = searchOf({ order: id });

export const Route = createFileRoute('/_authenticated/_gamified/academy/modules/$moduleId')({
  staticData: { title: pageRow('/academy/modules/$moduleId').title },
  validateSearch: readSearch,
  loader: ({ context: { queryClient, session }, params }) =>
    queryClient.prefetchQuery(academyModuleQueryOptions(session.client, params.moduleId)),
  component: AcademyModulePage,
});
