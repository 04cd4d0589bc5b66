import { moduleStatuses } from '@sparked/contracts';
import { moduleListQueryOptions } from '@sparked/features/modules';
import { createFileRoute } from '@tanstack/react-router';
import * as zm from 'zod/mini';
import { pageRow } from '../../../app/route-table';
import { EducatorModulesPage } from '../../../pages/educator-modules-page';

/** The list's filter lives in the address, so back, reload and a shared link keep it. */
/** A bad value in a shared or edited address is dropped, not an error page. */
const dropIfBad = <T extends zm.ZodMiniType>(schema: T) => zm.catch(zm.optional(schema), undefined);

const searchSchema = zm.object({
  search: dropIfBad(zm.string().check(zm.maxLength(200))),
  status: dropIfBad(zm.enum(moduleStatuses)),
  offset: dropIfBad(zm.int().check(zm.minimum(0))),
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
