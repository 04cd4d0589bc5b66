import { useLingui } from '@sparked/i18n';
import type { PageRow } from './route-table';

let pageTitles: typeof import('./page-titles') | undefined;

/**
 * The titles' translations, fetched with a language other than English: English reads the route
 * table's own, so its readers do not download the titles twice.
 */
export async function loadPageTitles() {
  pageTitles ??= await import('./page-titles');
}

/** `english`, the route table's title of the page at `fullPath`, in the active language. */
export function translatedTitle(fullPath: string, english: string): string {
  return pageTitles ? pageTitles.translatedPageTitle(fullPath, english) : english;
}

/** A page's title in the active language, for a page that shows it; follows a change of language. */
export function usePageTitle(row: PageRow): string {
  useLingui();
  return translatedTitle(row.path, row.title);
}
