import type { Database } from '../../db/database';
import { embeddableHostRepository } from './host-repository';

/** How long an instance trusts its copy of the list; another instance's change shows within it. */
const freshForMs = 60_000;

/**
 * What the app's pages may frame (their policy's `frame-src`): the code box preview's page and
 * the sites authors may embed (decision 0009), each by its https origin, never a whole scheme. A
 * frame that navigates itself anywhere else is refused by the browser before any request leaves.
 * The list is read once at start and again when it is older than a minute or this instance
 * changes it, so the header costs a request nothing.
 */
export function createFrameSources(deps: { db: Database; previewFrame: string }) {
  const { db, previewFrame } = deps;
  let sources = previewFrame;
  let readAt = Number.NEGATIVE_INFINITY;
  let refreshing = false;
  const read = async () => {
    const rows = await embeddableHostRepository.list(db);
    sources = [previewFrame, ...rows.map((row) => `https://${row.host}`)].join(' ');
    readAt = Date.now();
  };
  return {
    /** Reads the list now (at start, and after this instance changed it). */
    read,
    /** The sources, space-separated; a stale list is read again in the background. */
    current(): string {
      if (!refreshing && Date.now() - readAt > freshForMs) {
        refreshing = true;
        read()
          .catch(() => undefined)
          .finally(() => {
            refreshing = false;
          });
      }
      return sources;
    },
  };
}
export type FrameSources = ReturnType<typeof createFrameSources>;
