/**
 * Runs `run` once the page has loaded and the browser is idle (within two seconds of load), for
 * work no one waits for: a slow phone's main thread is busiest while the page starts. Answers a
 * function that cancels it.
 */
export function afterPageLoad(run: () => void): () => void {
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
