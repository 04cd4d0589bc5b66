import { avatarQueryOptions } from '@sparked/features/avatar';
import { currentUserQueryOptions } from '@sparked/features/current-user';
import { userTagsQueryOptions } from '@sparked/features/rewards';
import { tokenStoreQueryOptions } from '@sparked/features/store';
import { createFileRoute } from '@tanstack/react-router';
import { pageRow } from '../../../app/route-table';
import { ProfilePage } from '../../../pages/profile-page';

export const Route = createFileRoute('/_authenticated/_gamified/profile')({
  staticData: { title: pageRow('/profile').title },
  // The account is needed to render at all; tags, avatar and store show their own states.
  loader: ({ context: { queryClient, session } }) =>
    Promise.all([
      queryClient.ensureQueryData(currentUserQueryOptions(session.client)),
      queryClient.prefetchQuery(userTagsQueryOptions(session.client)),
      queryClient.prefetchQuery(avatarQueryOptions(session.client)),
      queryClient.prefetchQuery(tokenStoreQueryOptions(session.client)),
    ]),
  component: ProfilePage,
});
