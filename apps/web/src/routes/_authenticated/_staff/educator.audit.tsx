import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../app/guard';
import { pageRow } from '../../../app/route-table';
import { id, searchOf, text, wholeNumber } from '../../../app/search-params';
import { AuditPage } from '../../../pages/admin/audit/audit-page';

// Admins only; the staff layout has already let educators through. No loader: the page fetches
// as it shows, so the admin console's queries stay out of every page's entry chunk.
const admins = guard({ roles: ['admin'] });
const day = text(10, /^\d{4}-\d{2}-\d{2}$/);
// The action's shape only: the list of actions stays out of the entry chunk, and the page drops
// one it does not know.
const action = text(40, /^[a-z]+(\.[a-z-]+)+$/);

/** The log's filter lives in the address, so a filtered view can be shared and reloaded. */
const readSearch = searchOf({
  actorId: id,
  subjectId: id,
  action,
  from: day,
  to: day,
  offset: wholeNumber(0),
});

export const Route = createFileRoute('/_authenticated/_staff/educator/audit')({
  beforeLoad: (args) => admins.beforeLoad(args),
  staticData: { ...admins.staticData, title: pageRow('/educator/audit').title },
  validateSearch: readSearch,
  component: AuditPage,
});
