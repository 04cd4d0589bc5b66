import { learnerModuleQueryOptions } from '@sparked/features/learning';
import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../app/route-table';
import { ModuleMapPage } from '../../pages/learning/module-map-page';

export const Route = createFileRoute('/_public/student-journey/classes/$classId/modules/$moduleId')(
  {
    staticData: { title: pageRow('/student-journey/classes/$classId/modules/$moduleId').title },
    loader: ({ context: { queryClient, session }, params }) => {
      if (session.isAuthenticated()) {
        void queryClient.prefetchQuery(learnerModuleQueryOptions(session.client, params));
      }
    },
    component: ModuleMapPage,
  },
);
