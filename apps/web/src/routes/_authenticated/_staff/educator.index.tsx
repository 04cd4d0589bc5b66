import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_authenticated/_staff/educator/')({
  beforeLoad: () => {
    throw redirect({ to: '/educator/dashboard', replace: true });
  },
});
