import { lazy, Suspense } from 'react';
import * as styles from '../../shared/page.css';
import type { VersionSelectProps } from './version-select';

// Radix Select and its positioning are most of what the code box page would add to every other
// page's code: the version choices follow the page in a chunk of their own.
const VersionSelect = lazy(() =>
  import('./version-select').then((module) => ({ default: module.VersionSelect })),
);

/** `VersionSelect`, with a placeholder of its size while its chunk loads. */
export function LazyVersionSelect(props: VersionSelectProps) {
  return (
    <Suspense fallback={<div aria-hidden className={styles.selectPlaceholder} />}>
      <VersionSelect {...props} />
    </Suspense>
  );
}
