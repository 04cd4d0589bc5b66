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
export function firstPageLoaded(router: AnyRouter): Promise<void> {
  const pendingMs = router.options.defaultPendingMs ?? routerPendingMs;
  return Promise.race([
    router.load(),
    new Promise<void>((resolve) => setTimeout(resolve, pendingMs)),
  ]).then(
    () => undefined,
    () => undefined,
  );
}
