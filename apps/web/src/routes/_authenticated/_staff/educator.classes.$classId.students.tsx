import { classQueryOptions, rosterQueryOptions } from '@sparked/features/classes';
import { createFileRoute } from '@tanstack/react-router';
import * as zm from 'zod/mini';
import { pageRow } from '../../../app/route-table';
import { ClassStudentsPage } from '../../../pages/classes/class-students-page';
import { classTabs } from '../../../pages/classes/class-tabs';

export const Route = createFileRoute('/_authenticated/_staff/educator/classes/$classId/students')({
  staticData: { title: pageRow('/educator/classes/$classId/students').title },
  // An unknown tab in an edited address opens the first one.
  validateSearch: zm.object({ tab: zm.catch(zm.optional(zm.enum(classTabs)), undefined) }),
  loader: ({ context: { queryClient, session }, params }) => {
    void queryClient.prefetchQuery(classQueryOptions(session.client, params.classId));
    void queryClient.prefetchQuery(rosterQueryOptions(session.client, params.classId));
  },
  component: ClassStudentsPage,
});
