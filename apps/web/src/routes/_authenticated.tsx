import { avatarQueryOptions } from '@sparked/features/avatar';
import { currentUserQueryOptions } from '@sparked/features/current-user';
import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../app/guard';
import { redirectNoticeSearch } from '../app/redirect-notice';
import { SignedInArea } from '../layouts/signed-in-area';

/** Every page below needs a signed-in user (spec §2 "auth"); pages read its claims from context. */
export const Route = createFileRoute('/_authenticated')({
  ...guard({}),
  // A guard that sent the visitor here says why (spec §8 redirects).
  validateSearch: redirectNoticeSearch,
  // The header's name and avatar start loading with the page's data, not after the header renders;
  // nothing waits for them, the header shows them when they arrive.
  loader: ({ context: { queryClient, session } }) => {
    void queryClient.prefetchQuery(currentUserQueryOptions(session.client));
    void queryClient.prefetchQuery(avatarQueryOptions(session.client));
  },
  component: SignedInArea,
});
