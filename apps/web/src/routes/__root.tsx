import { useSession } from '@sparked/features/session';
import { settingsQueryOptions, useTimeZoneFollowsDevice } from '@sparked/features/settings';
import { useQuery } from '@tanstack/react-query';
import { createRootRouteWithContext, notFound, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useBootShellRemoved } from '../app/boot-shell';
import { hasMalformedId } from '../app/malformed-ids';
import { RouteAnnouncer } from '../app/route-announcer';
import type { RouterContext } from '../app/router-context';
import { useLmsBarNeeds } from '../pages/lti/lms-bar-needs';
import { NotFoundPage } from '../pages/not-found-page';

// Only for someone who came from an LMS (decision 0031).
const LmsAccountBar = lazy(() =>
  import('../pages/lti/lms-account-bar').then((module) => ({ default: module.LmsAccountBar })),
);

// Only for someone signed in with music or sound on, after their settings arrive.
const Sounds = lazy(() =>
  import('@sparked/features/sound').then((module) => ({ default: module.Sounds })),
);

/**
 * Every page: the boot shell gives way to it, a signed-in account's days follow the device's time
 * zone (streaks), its music and sound effects play as its settings say, and a move to another
 * page is announced.
 */
function Root() {
  useBootShellRemoved();
  const { session, claims } = useSession();
  const signedIn = claims !== null;
  useTimeZoneFollowsDevice(session.client, signedIn);
  const settings = useQuery({ ...settingsQueryOptions(session.client), enabled: signedIn }).data;
  const lmsBar = useLmsBarNeeds();
  return (
    <>
      {lmsBar ? (
        <Suspense fallback={null}>
          <LmsAccountBar needs={lmsBar} />
        </Suspense>
      ) : null}
      <Outlet />
      <RouteAnnouncer />
      {signedIn && settings && (settings.music || settings.sound) ? (
        <Suspense fallback={null}>
          <Sounds music={settings.music} sound={settings.sound} />
        </Suspense>
      ) : null}
    </>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Once for every page: an address whose id cannot be one is not found, before any guard or read.
  beforeLoad: ({ matches }) => {
    if (hasMalformedId(matches.at(-1)?.params ?? {})) throw notFound();
  },
  component: Root,
  notFoundComponent: NotFoundPage,
});
