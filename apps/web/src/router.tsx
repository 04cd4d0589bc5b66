import { createRouter } from '@tanstack/react-router';
import type { RouterContext } from './app/router-context';
import { routeTree } from './routeTree.gen';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Loaders read react-query's cache, which decides freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: false,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
