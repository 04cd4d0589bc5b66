import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../app/guard';
import { pageRow } from '../../app/route-table';
import { id, searchOf } from '../../app/search-params';
import { JoinClass } from '../../pages/learning/join-class';

const checks = guard({});

// The payment page sends a buyer of a place back with their order.
const readSearch = searchOf({ order: id });

export const Route = createFileRoute('/_public/student-journey/classes/$classId/enroll')({
  beforeLoad: (args) => checks.beforeLoad(args),
  staticData: {
    ...checks.staticData,
    title: pageRow('/student-journey/classes/$classId/enroll').title,
  },
  validateSearch: readSearch,
  component: function EnrollRoute() {
    const { classId } = Route.useParams();
    const { order } = Route.useSearch();
    return <JoinClass classId={classId} order={order} />;
  },
});
