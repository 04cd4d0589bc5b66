import { createFileRoute } from '@tanstack/react-router';
import * as zm from 'zod/mini';
import { guard } from '../../app/guard';
import { pageRow } from '../../app/route-table';
import { JoinClass } from '../../pages/learning/join-class';

const checks = guard({});

export const Route = createFileRoute('/_public/student-journey/classes/$classId/enroll')({
  beforeLoad: (args) => checks.beforeLoad(args),
  staticData: {
    ...checks.staticData,
    title: pageRow('/student-journey/classes/$classId/enroll').title,
  },
  // The payment page sends a buyer of a place back with their order.
  validateSearch: zm.object({ order: zm.catch(zm.optional(zm.uuid()), undefined) }),
  component: function EnrollRoute() {
    const { classId } = Route.useParams();
    const { order } = Route.useSearch();
    return <JoinClass classId={classId} order={order} />;
  },
});
