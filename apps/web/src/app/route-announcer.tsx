import { focusIsLost, useFocusAfterAction } from '@sparked/ui/focus';
import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { pageTitleOf, scrollContainerId } from './navigation-effects';

/**
 * Navigations are announced (decision 0044), once each, never on the first load (the screen
 * reader reads a loaded page itself) nor when only the search or hash changed (a filter):
 * - when focus stayed on something still there (a link in the navigation), a polite live region
 *   reads the new page's title;
 * - when focus went with the old page (a button in it that led here), it moves to the new page's
 *   `h1`, which is read instead; the title is read if no heading shows in time.
 */
export function RouteAnnouncer() {
  const router = useRouter();
  const focusAfterAction = useFocusAfterAction();
  const [announcement, setAnnouncement] = useState({ title: '', count: 0 });
  useEffect(
    () =>
      router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
        if (!fromLocation || !pathChanged) return;
        const title = pageTitleOf(router);
        const announce = () => setAnnouncement((last) => ({ title, count: last.count + 1 }));
        // The new page renders after the navigation resolves: look once it has.
        requestAnimationFrame(() => {
          if (focusIsLost()) focusAfterAction(() => `#${scrollContainerId} h1`, announce);
          else announce();
        });
      }),
    [router, focusAfterAction],
  );
  // A live region without the status role: it is the app's, not a page's status message, which
  // a page finds by its role.
  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-route-announcer="">
      {/* A new node each time, so two pages of one title are both read. */}
      <span key={announcement.count}>{announcement.title}</span>
    </VisuallyHidden>
  );
}
