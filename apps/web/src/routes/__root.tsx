import { useSession } from '@sparked/features/session';
import { useTimeZoneFollowsDevice } from '@sparked/features/settings';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context';
import { NotFoundPage } from '../pages/not-found-page';

/** Every page: a signed-in account's days follow the device's time zone (streaks, issue 15). */
function Root() {
  const { session, claims } = useSession();
  useTimeZoneFollowsDevice(session.client, claims !== null);
  return <Outlet />;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
});
