import { educatorRoles, type UserRole } from '@sparked/contracts';
import { ClipboardProvider, EducatorTools } from '@sparked/features/clipboard';
import { DeferredHelpDeskWidget, isHelpDeskVisible } from '@sparked/features/help-desk';
import { useAccountLocale } from '@sparked/features/locale';
import { useDailySignInReward } from '@sparked/features/rewards';
import { useSession } from '@sparked/features/session';
import { useToasts } from '@sparked/ui/toast';
import { Outlet, useLocation } from '@tanstack/react-router';
import { isFramed } from '../shared/is-framed';
import { RedirectNotices } from './redirect-notices';

const isEducator = (role: UserRole | undefined) =>
  role !== undefined && (educatorRoles as readonly UserRole[]).includes(role);

/**
 * Claims the daily sign-in reward once per signed-in visit (decision 0003) and turns the page to
 * the language kept on the account once it is known (decision 0045). Educators' clipboard
 * (read from the server) is there on every signed-in page, since editors copy into it; its
 * floating tools button shows only to educators, where they work. Janus, the help desk, loads after the page is interactive
 * wherever it is offered (spec §2 Help-desk widget).
 */
export function SignedInArea() {
  const { session, claims } = useSession();
  const { notify } = useToasts();
  const { pathname, searchStr } = useLocation();
  useDailySignInReward(session.client, claims?.id);
  useAccountLocale(session.client);
  const email = claims?.email;
  const helpDesk =
    email && isHelpDeskVisible({ pathname, search: searchStr, inIframe: isFramed(), email });
  return (
    <ClipboardProvider
      client={session.client}
      enabled={isEducator(claims?.user_role)}
      notify={notify}
    >
      <Outlet />
      <RedirectNotices />
      {isEducator(claims?.user_role) ? <EducatorTools pathname={pathname} /> : null}
      {helpDesk ? (
        <DeferredHelpDeskWidget client={session.client} email={email} pathname={pathname} />
      ) : null}
    </ClipboardProvider>
  );
}
