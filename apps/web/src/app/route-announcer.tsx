import { VisuallyHidden } from '@sparked/ui/visually-hidden';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { pageTitleOf } from './navigation-effects';

/**
 * Navigations are announced (decision 0044): after each in-app navigation to another page, a
 * polite live region reads the new page's title once. Not on the first load, which the screen
 * reader reads as a page of its own, and not when only the search or hash changed (a filter).
 */
export function RouteAnnouncer() {
  const router = useRouter();
  const [announcement, setAnnouncement] = useState({ title: '', count: 0 });
  useEffect(
    () =>
      router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
        if (!fromLocation || !pathChanged) return;
        setAnnouncement((last) => ({ title: pageTitleOf(router), count: last.count + 1 }));
      }),
    [router],
  );
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {/* A new node each time, so two pages of one title are both read. */}
      <span key={announcement.count}>{announcement.title}</span>
    </VisuallyHidden>
  );
}
