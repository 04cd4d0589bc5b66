import { createFileRoute } from '@tanstack/react-router';
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
  component: function EnrollRoute() {
    const { classId } = Route.useParams();
    return <JoinClass classId={classId} />;
  },
});
