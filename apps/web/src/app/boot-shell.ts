import './boot-shell.css';
import { useLayoutEffect } from 'react';

/**
 * index.html paints a skeleton (the brand bar, grey lines) before any script runs, so a slow
 * phone shows the page's shape at once. The app's first commit removes it, before that commit is
 * painted, so the page replaces it without a blank moment: React's first render waits for the
 * first page's routes (app/first-page.ts), so that commit holds the layout and the page.
 */
export function useBootShellRemoved(): void {
  useLayoutEffect(() => {
    document.getElementById('boot-shell')?.remove();
  }, []);
}
