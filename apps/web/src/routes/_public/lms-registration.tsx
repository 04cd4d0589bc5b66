import { createFileRoute, redirect } from '@tanstack/react-router';
import { pageRow } from '../../app/route-table';
import { searchOf } from '../../app/search-params';
import { signInLocation } from '../../app/sign-in-redirect';
import { DynamicRegistrationPage } from '../../pages/admin/lti/dynamic-registration-page';
import { isFramed } from '../../shared/is-framed';

/** The LMS's parameters, as text even when they look like numbers to the router. */
const parameter = (value: unknown) =>
  (typeof value === 'string' || typeof value === 'number') && String(value).length <= 4000
    ? String(value)
    : undefined;

const readSearch = searchOf({ openid_configuration: parameter, registration_token: parameter });

// LTI Dynamic Registration (decision 0034). In a window of its own, a visitor not signed in signs
// in first and comes back with the LMS's parameters. In the LMS's frame the sign-in page cannot
// show (it refuses to be framed), so the page offers a window of its own instead.
export const Route = createFileRoute('/_public/lms-registration')({
  validateSearch: readSearch,
  beforeLoad: async ({ context: { session }, location }) => {
    if (isFramed() || (await session.resolveClaims())) return;
    const { href, external } = await signInLocation(session, location.href);
    throw redirect({ href, reloadDocument: external });
  },
  // Signed in, as the route table says, except in the LMS's frame (see above).
  staticData: { guard: { auth: true }, title: pageRow('/lms-registration').title },
  component: function DynamicRegistrationRoute() {
    const search = Route.useSearch();
    return (
      <DynamicRegistrationPage
        openidConfiguration={search.openid_configuration}
        registrationToken={search.registration_token}
      />
    );
  },
});
