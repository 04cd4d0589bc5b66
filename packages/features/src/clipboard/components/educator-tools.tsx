import { lazy, Suspense } from 'react';
import { isEducatorToolsVisible } from '../model/educator-tools-visibility';

const EducatorToolsContent = lazy(() =>
  import('./educator-tools-content').then((module) => ({ default: module.EducatorToolsContent })),
);

export type EducatorToolsProps = {
  /** The current location's path: the tools show only where educators work (spec §2). */
  pathname: string;
};

/**
 * The educator tools (button and clipboard panel), where educators work (spec §2). Their code,
 * menus and tabs included, loads only there: no student page carries it.
 */
export function EducatorTools({ pathname }: EducatorToolsProps) {
  if (!isEducatorToolsVisible(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <EducatorToolsContent />
    </Suspense>
  );
}
