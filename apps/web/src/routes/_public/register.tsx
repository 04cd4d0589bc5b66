import { createFileRoute, redirect } from '@tanstack/react-router';
import { pageRow } from '../../app/route-table';
import { RegisterPage } from '../../pages/auth/register-page';

export const Route = createFileRoute('/_public/register')({
  beforeLoad: ({ context }) => {
    if (context.session.isAuthenticated()) throw redirect({ to: '/' });
  },
  staticData: { title: pageRow('/register').title },
  component: RegisterPage,
});
