import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { pageRow } from '../../../app/route-table';
import { searchOf } from '../../../app/search-params';
import { DynamicRegistrationPage } from '../../../pages/admin/lti/dynamic-registration-page';

// Admins only: a visitor not signed in signs in first and comes back here with the LMS's
// parameters (the guard keeps the whole address).
const admins = guard({ roles: ['admin'] });

/** The LMS's parameters, as text even when they look like numbers to the router. */
const parameter = (value: unknown) =>
  (typeof value === 'string' || typeof value === 'number') && String(value).length <= 4000
    ? String(value)
    : undefined;

const readSearch = searchOf({ openid_configuration: parameter, registration_token: parameter });

export const Route = createFileRoute('/_authenticated/_staff/educator/lti/register')({
  beforeLoad: (args) => admins.beforeLoad(args),
  staticData: { ...admins.staticData, title: pageRow('/educator/lti/register').title },
  validateSearch: readSearch,
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
