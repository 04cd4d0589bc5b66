import { createFileRoute, redirect } from '@tanstack/react-router';
import * as zm from 'zod/mini';
import { pageRow } from '../../app/route-table';
import { safeRedirectPath } from '../../app/sign-in-redirect';
import { SignInPage } from '../../pages/auth/sign-in-page';

export const Route = createFileRoute('/_public/sign-in')({
  validateSearch: zm.object({ redirect: zm.optional(zm.string()) }),
  beforeLoad: ({ context, search }) => {
    if (context.session.isAuthenticated())
      throw redirect({ href: safeRedirectPath(search.redirect) });
  },
  staticData: { title: pageRow('/sign-in').title },
  component: function SignInRoute() {
    const { redirect: destination } = Route.useSearch();
    // Without a page to return to, where to go depends on who signs in.
    return <SignInPage redirectTo={destination ? safeRedirectPath(destination) : undefined} />;
  },
});
