import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../app/route-table';
import { ForgotPasswordPage } from '../../pages/auth/forgot-password-page';

export const Route = createFileRoute('/_public/forgot-password')({
  staticData: { title: pageRow('/forgot-password').title },
  component: ForgotPasswordPage,
});
