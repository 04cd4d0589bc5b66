import { academyModuleQueryOptions } from '@sparked/features/academy';
import { createFileRoute } from '@tanstack/react-router';
import * as zm from 'zod/mini';
import { pageRow } from '../../../app/route-table';
import { AcademyModulePage } from '../../../pages/academy/academy-module-page';

export const Route = createFileRoute('/_authenticated/_gamified/academy/modules/$moduleId')({
  staticData: { title: pageRow('/academy/modules/$moduleId').title },
  // The payment page sends the buyer back with their order.
  validateSearch: zm.object({ order: zm.catch(zm.optional(zm.uuid()), undefined) }),
  loader: ({ context: { queryClient, session }, params }) =>
    queryClient.prefetchQuery(academyModuleQueryOptions(session.client, params.moduleId)),
  component: AcademyModulePage,
});
