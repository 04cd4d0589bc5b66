import { moduleQueryOptions } from '@sparked/features/modules';
import { createFileRoute } from '@tanstack/react-router';
import { moduleAuthorPage } from '../../../app/module-author-check';
import { pageRow } from '../../../app/route-table';
import { ModuleContentsPage } from '../../../pages/module-contents-page';

const { title } = pageRow('/educator/modules/$moduleId/contents');
const authors = moduleAuthorPage('viewers-allowed');

export const Route = createFileRoute('/_authenticated/_staff/educator/modules/$moduleId/contents')({
  beforeLoad: authors.beforeLoad,
  staticData: { ...authors.staticData, title },
  // The page shows its own loading and error states, so a failed prefetch does not block it.
  loader: ({ context: { queryClient, session, moduleId } }) =>
    queryClient.prefetchQuery(moduleQueryOptions(session.client, moduleId)),
  component: ModuleContentsPage,
});
