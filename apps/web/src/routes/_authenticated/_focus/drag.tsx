import { educatorRoles } from '@sparked/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { pageRow } from '../../../app/route-table';
import { id, searchOf } from '../../../app/search-params';
import { CoursePreviewPage } from '../../../pages/course-preview-page';

const educatorsOnly = guard({ roles: educatorRoles });

const readSearch = searchOf({ module: id });

export const Route = createFileRoute('/_authenticated/_focus/drag')({
  beforeLoad: educatorsOnly.beforeLoad,
  staticData: { ...educatorsOnly.staticData, title: pageRow('/drag').title },
  validateSearch: readSearch,
  component: CoursePreviewPage,
});
