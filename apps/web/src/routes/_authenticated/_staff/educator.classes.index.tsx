import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { EducatorClassesPage } from '../../../pages/classes/educator-classes-page';

export const Route = createFileRoute('/_authenticated/_staff/educator/classes/')({
  staticData: { title: pageRow('/educator/classes').title },
  component: EducatorClassesPage,
});
