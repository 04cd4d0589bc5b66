import { lazy, Suspense, useEffect, useState } from 'react';
import type { HelpDeskWidgetProps } from './help-desk-widget';

const HelpDeskWidget = lazy(() =>
  import('./help-desk-widget').then((module) => ({ default: module.HelpDeskWidget })),
);

/** Resolves once the page has loaded and the browser is idle. */
function afterPageIsInteractive(run: () => void): () => void {
  let cancelled = false;
  const start = () => {
    if (!cancelled) run();
  };
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2000 });
    else setTimeout(start, 200);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}

/**
 * The help-desk widget, fetched only after the page is interactive: the chat, markdown and image
 * code stay out of every page's first load.
 */
export function DeferredHelpDeskWidget(props: HelpDeskWidgetProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => afterPageIsInteractive(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <HelpDeskWidget {...props} />
    </Suspense>
  );
}
