import { classQueryOptions, rosterQueryOptions } from '@sparked/features/classes';
import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { oneOf, searchOf } from '../../../app/search-params';
import { ClassStudentsPage } from '../../../pages/classes/class-students-page';
import { classTabs } from '../../../pages/classes/class-tabs';

// An unknown tab in an edited address opens the first one.
const readSearch = searchOf({ tab: oneOf(classTabs) });

export const Route = createFileRoute('/_authenticated/_staff/educator/classes/$classId/students')({
  staticData: { title: pageRow('/educator/classes/$classId/students').title },
  validateSearch: readSearch,
  loader: ({ context: { queryClient, session }, params }) => {
    void queryClient.prefetchQuery(classQueryOptions(session.client, params.classId));
    void queryClient.prefetchQuery(rosterQueryOptions(session.client, params.classId));
  },
  component: ClassStudentsPage,
});
