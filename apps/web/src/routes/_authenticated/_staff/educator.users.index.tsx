import { userRoles, userSortKeys, userStatuses } from '@sparked/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { pageRow } from '../../../app/route-table';
import { id, oneOf, searchOf, text, wholeNumber } from '../../../app/search-params';
import { UsersPage } from '../../../pages/admin/users/users-page';

// Admins only; the staff layout has already let educators through. No loader: the page fetches
// as it shows, so the admin console's queries stay out of every page's entry chunk.
const admins = guard({ roles: ['admin'] });

/** The list's search, filters, order and page live in the address: back, reload and links keep them. */
const readSearch = searchOf({
  search: text(200),
  role: oneOf(userRoles),
  tagId: id,
  classId: id,
  status: oneOf(userStatuses),
  sort: oneOf(userSortKeys),
  order: oneOf(['asc', 'desc'] as const),
  offset: wholeNumber(0),
});

export const Route = createFileRoute('/_authenticated/_staff/educator/users/')({
  beforeLoad: (args) => admins.beforeLoad(args),
  staticData: { ...admins.staticData, title: pageRow('/educator/users').title },
  validateSearch: readSearch,
  component: UsersPage,
});
