/**
 * Wraps an async task so that calls made while it runs share that run instead of starting another;
 * the first call after it settles starts a fresh one.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= task().finally(() => {
      running = null;
    });
    return running;
  };
}
