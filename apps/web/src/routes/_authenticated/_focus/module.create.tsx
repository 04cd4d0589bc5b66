import { educatorRoles } from '@sparked/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { pageRow } from '../../../app/route-table';
import { ModuleCreatePage } from '../../../pages/module-create-page';

const educatorsOnly = guard({ roles: educatorRoles });

export const Route = createFileRoute('/_authenticated/_focus/module/create')({
  beforeLoad: educatorsOnly.beforeLoad,
  staticData: { ...educatorsOnly.staticData, title: pageRow('/module/create').title },
  component: ModuleCreatePage,
});
