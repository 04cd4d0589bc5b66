import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/educator` opens the educator dashboard, a page of the route table. */
export const Route = createFileRoute('/_authenticated/_staff/educator/')({
  beforeLoad: () => {
    throw redirect({ href: '/educator/dashboard', replace: true });
  },
});
