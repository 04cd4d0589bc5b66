import { moduleLevels } from '@sparked/contracts';
import { academyCatalogueQueryOptions } from '@sparked/features/academy';
import { createFileRoute } from '@tanstack/react-router';
import * as zm from 'zod/mini';
import { pageRow } from '../../../app/route-table';
import { dropIfBad } from '../../../app/search-params';
import { AcademyPage } from '../../../pages/academy/academy-page';

const searchSchema = zm.object({
  search: dropIfBad(zm.string().check(zm.maxLength(200))),
  subject: dropIfBad(zm.string().check(zm.maxLength(100))),
  level: dropIfBad(zm.enum(moduleLevels)),
  maxMinutes: dropIfBad(zm.int().check(zm.minimum(1), zm.maximum(10_000))),
  price: dropIfBad(zm.enum(['free', 'paid'])),
  offset: dropIfBad(zm.int().check(zm.minimum(0))),
});

export const Route = createFileRoute('/_authenticated/_gamified/academy/')({
  staticData: { title: pageRow('/academy').title },
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, session }, deps }) =>
    queryClient.prefetchQuery(academyCatalogueQueryOptions(session.client, deps)),
  component: AcademyPage,
});
