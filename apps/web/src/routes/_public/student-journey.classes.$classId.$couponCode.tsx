import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../app/route-table';
import { JoinClass } from '../../pages/learning/join-class';

/** A class's join link: the code in the address fills the join form. */
export const Route = createFileRoute('/_public/student-journey/classes/$classId/$couponCode')({
  staticData: { title: pageRow('/student-journey/classes/$classId/$couponCode').title },
  component: function InvitationRoute() {
    const { classId, couponCode } = Route.useParams();
    return <JoinClass classId={classId} code={couponCode} />;
  },
});
