import { currentUserQueryOptions } from '@sparked/features/current-user';
import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../pages/profile-page';

export const Route = createFileRoute('/_authenticated/_gamified/profile')({
  staticData: { title: 'Profile' },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(currentUserQueryOptions(context.session.client)),
  component: ProfilePage,
});
