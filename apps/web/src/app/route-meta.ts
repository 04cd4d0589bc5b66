import type { PageGuard } from './route-table';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page title (spec §2: set from route meta after each navigation). */
    title?: string;
    /** The part of spec §2's guard this route's own `beforeLoad` checks. */
    guard?: PageGuard;
    /** A page below the module-author layout: whether the module's viewers may open it. */
    moduleAuthor?: PageGuard['moduleAuthor'];
  }
}

export const appName = 'Sparked';

export const documentTitle = (title: string | undefined) =>
  title ? `${title} · ${appName}` : appName;
