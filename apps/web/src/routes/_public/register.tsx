import { createFileRoute, redirect } from '@tanstack/react-router';
import { pageRow } from '../../app/route-table';
import { searchOf, text } from '../../app/search-params';
import { safeRedirectPath } from '../../app/sign-in-redirect';
import { RegisterPage } from '../../pages/auth/register-page';

// Where to go afterwards (a class's join link), and a referral code that enrols in a class.
const readSearch = searchOf({ redirect: text(2000), referral: text(8, /^[0-9A-Za-z]{8}$/) });

export const Route = createFileRoute('/_public/register')({
  validateSearch: readSearch,
  beforeLoad: ({ context, search }) => {
    if (context.session.isAuthenticated())
      throw redirect({ href: safeRedirectPath(search.redirect) });
  },
  staticData: { title: pageRow('/register').title },
  component: function RegisterRoute() {
    const { redirect: destination, referral } = Route.useSearch();
    return (
      <RegisterPage
        redirectTo={safeRedirectPath(destination)}
        referralCode={referral?.toUpperCase()}
      />
    );
  },
});
