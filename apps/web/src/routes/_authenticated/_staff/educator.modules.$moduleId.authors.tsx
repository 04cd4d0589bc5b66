import { moduleQueryOptions } from '@sparked/features/modules';
import { createFileRoute } from '@tanstack/react-router';
import { moduleAuthorPage } from '../../../app/module-author-check';
import { pageRow } from '../../../app/route-table';
import { ModuleAuthorsPage } from '../../../pages/module-authors-page';

const { title } = pageRow('/educator/modules/$moduleId/authors');
const authors = moduleAuthorPage('no-viewers');

export const Route = createFileRoute('/_authenticated/_staff/educator/modules/$moduleId/authors')({
  beforeLoad: authors.beforeLoad,
  staticData: { ...authors.staticData, title },
  loader: ({ context: { queryClient, session, moduleId } }) =>
    queryClient.prefetchQuery(moduleQueryOptions(session.client, moduleId)),
  component: ModuleAuthorsPage,
});
