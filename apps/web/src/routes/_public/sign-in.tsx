import { createFileRoute, redirect } from '@tanstack/react-router';
import { pageRow } from '../../app/route-table';
import { searchOf, text } from '../../app/search-params';
import { safeRedirectPath } from '../../app/sign-in-redirect';
import { SignInPage } from '../../pages/auth/sign-in-page';

const readSearch = searchOf({ redirect: text(2000) });

export const Route = createFileRoute('/_public/sign-in')({
  validateSearch: readSearch,
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
