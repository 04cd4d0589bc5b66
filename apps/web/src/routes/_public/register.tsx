import { createFileRoute, redirect } from '@tanstack/react-router';
import { RegisterPage } from '../../pages/auth/register-page';

export const Route = createFileRoute('/_public/register')({
  beforeLoad: ({ context }) => {
    if (context.session.isAuthenticated()) throw redirect({ to: '/' });
  },
  staticData: { title: 'Create account' },
  component: RegisterPage,
});
