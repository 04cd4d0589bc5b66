import { moduleStatusSchema } from '@sparked/contracts';
import { moduleListQueryOptions } from '@sparked/features/modules';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { pageRow } from '../../../app/route-table';
import { EducatorModulesPage } from '../../../pages/educator-modules-page';

/** The list's filter lives in the address, so back, reload and a shared link keep it. */
const searchSchema = z.object({
  search: z.string().max(200).optional().catch(undefined),
  status: moduleStatusSchema.optional().catch(undefined),
  offset: z.number().int().min(0).optional().catch(undefined),
});

export const Route = createFileRoute('/_authenticated/_staff/educator/modules/')({
  staticData: { title: pageRow('/educator/modules').title },
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  // The page shows its own loading and error states, so a failed prefetch does not block it.
  loader: ({ context: { queryClient, session }, deps }) =>
    queryClient.prefetchQuery(moduleListQueryOptions(session.client, deps)),
  component: EducatorModulesPage,
});
