import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { ModuleCreatePage } from '../../../pages/module-create-page';

export const Route = createFileRoute('/_authenticated/_staff/module/create')({
  staticData: { title: pageRow('/module/create').title },
  component: ModuleCreatePage,
});
