import type { AnyRouter } from '@tanstack/react-router';

/** How long the router waits on a loader before it shows a pending page: TanStack's default. */
const routerPendingMs = 1000;

/**
 * Resolves when the first page's routes have loaded, or after the router's pending delay if that
 * is sooner; never rejects (a failed load shows as the route's error once rendered).
 *
 * React's first render waits for it, so the layout and page render in that first render, a
 * transition React slices, instead of in the router's store update after it, which React renders in
 * one go: on a slow phone the signed-in layout alone was a 200 ms task. The boot shell holds the
 * page's place meanwhile, and a slow answer still gets the layout on screen within the delay.
 */
export function firstPageLoaded(
  router: AnyRouter,
  { signedIn }: { signedIn: boolean },
): Promise<void> {
  if (signedIn) fetchRouteChunks(router);
  const pendingMs = router.options.defaultPendingMs ?? routerPendingMs;
  return Promise.race([
    router.load(),
    new Promise<void>((resolve) => setTimeout(resolve, pendingMs)),
  ]).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Starts loading the code of every route the address matches, now. The router loads a route's
 * code only once its `beforeLoad` has settled, and a signed-in page's waits on the session restore
 * (a round trip, two on the first visit of the day); started here, the code and the session arrive
 * together (decision 0043). From the built server the document's `Link` header has already started
 * the downloads (decision 0050); this evaluates the chunks as they arrive. Only for a visitor the session hint says is signed in: a signed-out
 * visitor of a signed-in page goes to sign-in, and fetching that page's code would be waste.
 */
function fetchRouteChunks(router: AnyRouter): void {
  for (const match of router.matchRoutes(router.latestLocation)) {
    const route = router.routesById[match.routeId];
    if (!route) continue;
    // A failed fetch shows when the router loads the route itself.
    void Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined);
  }
}
