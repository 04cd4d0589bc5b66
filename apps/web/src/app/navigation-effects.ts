import { sendPageView } from '@sparked/features/analytics';
import type { Session } from '@sparked/features/session';
import { i18n } from '@sparked/i18n';
import type { AnyRouter } from '@tanstack/react-router';
import { translatedTitle } from './page-title';
import { documentTitle } from './route-meta';

/** The id of the element that scrolls page content; layouts put it on their main region. */
export const scrollContainerId = 'main-content';

/**
 * The title of the page the router shows now: its deepest route's, from route meta, in the active
 * language.
 */
export function pageTitleOf(router: AnyRouter) {
  const deepest = [...router.state.matches].reverse().find((match) => match.staticData?.title);
  const title = deepest?.staticData.title;
  return documentTitle(title && translatedTitle(String(deepest.fullPath), title));
}

/**
 * After each navigation (spec §2): the title from route meta, one page-view event (automatic page
 * views are off), and the scroll container back to the top.
 */
export function installNavigationEffects(router: AnyRouter, session: Session): () => void {
  // A new language retitles the page at once; its next navigation would otherwise.
  const stopRetitling = i18n.on('change', () => {
    document.title = pageTitleOf(router);
  });
  const stopFollowing = router.subscribe(
    'onResolved',
    ({ fromLocation, toLocation, pathChanged }) => {
      const title = pageTitleOf(router);
      document.title = title;
      if (!pathChanged) return;
      // A first page starts at the top already; scrolling there would make the browser lay the
      // page out at once, in the middle of its busiest moment.
      if (fromLocation) {
        document.getElementById(scrollContainerId)?.scrollTo({ top: 0 });
        // On a phone the page itself scrolls (the layouts' narrow-screen rule).
        window.scrollTo({ top: 0 });
      }
      void sendPageView(session.client, { path: toLocation.pathname, title });
    },
  );
  return () => {
    stopRetitling();
    stopFollowing();
  };
}
