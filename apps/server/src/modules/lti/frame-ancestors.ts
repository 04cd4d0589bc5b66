import type { Database } from '../../db/database';
import { ltiRepository as repository } from './repository';

/** How long an instance trusts its copy; another instance's change shows within it. */
const freshForMs = 60_000;

/** The origin of a registered address, or nothing when it is not an http(s) URL. */
function originOf(address: string): string | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Who may frame the web app's pages besides Sparked itself (their policy's `frame-ancestors`,
 * decision 0031): the registered LMSs, each by the origins of its issuer and its login address,
 * which is where its course pages are. Never everyone: an origin no admin registered cannot
 * frame Sparked. Read at start, again when older than a minute, and at once after this instance
 * changes a registration, so the header costs a page request nothing.
 */
export function createFrameAncestors(deps: { db: Database }) {
  const { db } = deps;
  let origins: string[] = [];
  let readAt = Number.NEGATIVE_INFINITY;
  let refreshing = false;
  const read = async () => {
    const rows = await repository.platforms(db);
    const found = new Set<string>();
    for (const row of rows) {
      for (const address of [row.issuer, row.authLoginUrl]) {
        const origin = originOf(address);
        if (origin) found.add(origin);
      }
    }
    origins = [...found].sort();
    readAt = Date.now();
  };
  return {
    /** Reads the registrations now (at start, and after this instance changed one). */
    read,
    /** The LMS origins; a stale list is read again in the background. */
    current(): readonly string[] {
      if (!refreshing && Date.now() - readAt > freshForMs) {
        refreshing = true;
        read()
          .catch(() => undefined)
          .finally(() => {
            refreshing = false;
          });
      }
      return origins;
    },
  };
}

export type FrameAncestors = ReturnType<typeof createFrameAncestors>;
