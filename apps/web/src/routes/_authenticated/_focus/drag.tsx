import { educatorRoles } from '@sparked/contracts';
import { createFileRoute } from '@tanstack/react-router';
import * as zm from 'zod/mini';
import { guard } from '../../../app/guard';
import { pageRow } from '../../../app/route-table';
import { CoursePreviewPage } from '../../../pages/course-preview-page';

const educatorsOnly = guard({ roles: educatorRoles });

export const Route = createFileRoute('/_authenticated/_focus/drag')({
  beforeLoad: educatorsOnly.beforeLoad,
  staticData: { ...educatorsOnly.staticData, title: pageRow('/drag').title },
  validateSearch: zm.object({ module: zm.catch(zm.optional(zm.uuid()), undefined) }),
  component: CoursePreviewPage,
});
