/** A page's document preloads (scripts/first-views.mjs). */
export interface RoutePreload {
  /** The route file, `src/routes/…`. */
  route: string;
  /** The path it answers, `$name` standing for any one segment. */
  path: string;
  signedIn: string[];
  signedOut: string[];
}

export interface FirstViewBudgets {
  onDemand: string[];
  educatorOnly: string[];
  signedInOnly: string[];
  perLocale: string[];
  notPreloaded?: string[];
}

export declare function routePath(routeFile: string, param?: string): string;
export declare function layoutFiles(routeFile: string): string[];
export declare function readFirstViews(
  manifest: Record<string, unknown>,
  budgets: FirstViewBudgets,
): {
  pages: string[];
  firstView(page: string, options?: { signedOut?: boolean; skip?: string[] }): string[];
  catalogues: { locale: string; file: string }[];
  entryFiles: string[];
};
export declare function routePreloads(
  manifest: Record<string, unknown>,
  budgets: FirstViewBudgets,
  options?: { routeChunksOnly?: boolean },
): RoutePreload[];
