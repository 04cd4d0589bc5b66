import './boot-shell.css';
import type { AnyRouter } from '@tanstack/react-router';

/**
 * index.html paints a skeleton (the brand bar, grey lines) before any script runs, so a slow
 * phone shows the page's shape at once. It is removed when the router has rendered the first page,
 * in the same frame, so the page replaces it without a blank moment.
 */
export function removeBootShellOnFirstRender(router: AnyRouter): void {
  const unsubscribe = router.subscribe('onRendered', () => {
    document.getElementById('boot-shell')?.remove();
    unsubscribe();
  });
}
