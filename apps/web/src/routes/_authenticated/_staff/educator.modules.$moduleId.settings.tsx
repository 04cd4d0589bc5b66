import { moduleQueryOptions } from '@sparked/features/modules';
import { createFileRoute } from '@tanstack/react-router';
import { moduleAuthorPage } from '../../../app/module-author-check';
import { pageRow } from '../../../app/route-table';
import { ModuleSettingsPage } from '../../../pages/module-settings-page';

const { title } = pageRow('/educator/modules/$moduleId/settings');
const authors = moduleAuthorPage('no-viewers');

export const Route = createFileRoute('/_authenticated/_staff/educator/modules/$moduleId/settings')({
  beforeLoad: authors.beforeLoad,
  staticData: { ...authors.staticData, title },
  loader: ({ context: { queryClient, session, moduleId } }) =>
    queryClient.prefetchQuery(moduleQueryOptions(session.client, moduleId)),
  component: ModuleSettingsPage,
});
