import { educatorRoles } from '@sparked/contracts';
import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { Route as focusRoute } from '../routes/_authenticated/_focus';
import { Route as gamifiedRoute } from '../routes/_authenticated/_gamified';
import { Route as homeRoute } from '../routes/_authenticated/_home';
import { Route as plainRoute } from '../routes/_authenticated/_plain';
import { Route as staffRoute } from '../routes/_authenticated/_staff';
import { Route as publicRoute } from '../routes/_public';
import { guard } from './guard';
import { moduleAuthorPage } from './module-author-check';
import type { PageGuard, PageLayout, PageRow } from './route-table';
import { upcomingPages } from './route-table';

/** A layout route and what it already checks, so its pages check only the rest. */
interface LayoutRoute {
  route: AnyRoute;
  checks: PageGuard;
}

/** What a page must still check below a layout: auth where the layout has none, a narrower role. */
function ownChecks(row: PageRow, layout: PageGuard) {
  const roles = row.guard.roles === layout.roles ? undefined : row.guard.roles;
  const auth = row.guard.auth && !layout.auth;
  return roles || auth ? guard({ roles }) : { beforeLoad: undefined, staticData: {} };
}

/** What a page must still check below a layout, the module-author check first (spec §2). */
function pageChecks(row: PageRow, layout: PageGuard) {
  if (!row.guard.moduleAuthor) return ownChecks(row, layout);
  const roles = row.guard.roles === layout.roles ? undefined : row.guard.roles;
  return moduleAuthorPage(row.guard.moduleAuthor, roles);
}

function upcomingRoute(parent: AnyRoute, row: PageRow, layout: PageGuard) {
  const checks = pageChecks(row, layout);
  return createRoute({
    getParentRoute: () => parent,
    path: row.path,
    beforeLoad: checks.beforeLoad,
    staticData: { ...checks.staticData, title: row.title },
    component: lazyRouteComponent(async () => {
      const { UpcomingPage } = await import('../pages/upcoming-page');
      return { default: () => <UpcomingPage title={row.title} summary={row.summary ?? ''} /> };
    }),
  });
}

/**
 * Adds one route per unbuilt page of the route table to its layout, next to the layout's file
 * routes (the built pages).
 */
function addUpcomingRoutes(layouts: Record<PageLayout, LayoutRoute>) {
  for (const [name, { route, checks }] of Object.entries(layouts)) {
    const children = upcomingPages
      .filter((row) => row.layout === name)
      .map((row) => upcomingRoute(route, row, checks));
    route.addChildren([...((route.children as AnyRoute[] | undefined) ?? []), ...children]);
  }
}

/**
 * Completes the file route tree (built pages) with every other page of the route table. Runs once,
 * before the router is created.
 */
export function addTablePages() {
  const signedIn = { auth: true } as const;
  addUpcomingRoutes({
    public: { route: publicRoute, checks: {} },
    gamified: { route: gamifiedRoute, checks: signedIn },
    staff: { route: staffRoute, checks: { auth: true, roles: educatorRoles } },
    home: { route: homeRoute, checks: signedIn },
    plain: { route: plainRoute, checks: signedIn },
    focus: { route: focusRoute, checks: signedIn },
  });
}
