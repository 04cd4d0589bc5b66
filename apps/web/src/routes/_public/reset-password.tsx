import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../app/route-table';
import { searchOf, text } from '../../app/search-params';
import { ResetPasswordPage } from '../../pages/auth/reset-password-page';

/** The token from the emailed link. */
const readSearch = searchOf({ token: text(200, /^[\w-]+$/) });

export const Route = createFileRoute('/_public/reset-password')({
  validateSearch: readSearch,
  staticData: { title: pageRow('/reset-password').title },
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordPage token={token} />;
  },
});
