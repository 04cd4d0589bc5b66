import { createFileRoute, redirect } from '@tanstack/react-router';
import * as zm from 'zod/mini';
import { pageRow } from '../../app/route-table';
import { safeRedirectPath } from '../../app/sign-in-redirect';
import { RegisterPage } from '../../pages/auth/register-page';

export const Route = createFileRoute('/_public/register')({
  // Where to go afterwards (a class's join link), and a referral code that enrols in a class.
  validateSearch: zm.object({
    redirect: zm.optional(zm.string()),
    referral: zm.catch(zm.optional(zm.string().check(zm.regex(/^[0-9A-Za-z]{8}$/))), undefined),
  }),
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
