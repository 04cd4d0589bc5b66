import { randomUUID } from 'node:crypto';
import {
  type ClipboardKind,
  type ClipboardLists,
  type ClipboardNotification,
  clearList,
  type clipboardCopyRequestSchema,
  clipboardItemTypes,
  copyItem,
  emptyClipboard,
  removeItem,
  replacePinnedQuestion,
  replaceTopPinned,
  togglePin,
} from '@sparked/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { withSafeLinks } from '../../files/rich-text-links';
import { notFound } from '../../http/errors';
import { clipboardRepository as repository } from './repository';

type CopyRequest = z.output<typeof clipboardCopyRequestSchema>;
type CopyAnswer =
  | { status: 'copied'; lists: ClipboardLists; notification: ClipboardNotification }
  | { status: 'needs-confirmation'; question: string };

const noItem = () =>
  notFound(
    /*i18n*/ {
      id: 'clipboard.that-item-is-no-longer-on',
      message: 'That item is no longer on your clipboard.',
    },
  );

/**
 * The educator clipboard on the server: the same pure list functions the browser uses
 * (`@sparked/contracts`), applied to the stored list under a row lock, so two devices copying at
 * once both land and the capacity and pinning rules hold.
 */
export function createClipboardService(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function all(tx: Database, userId: string): Promise<ClipboardLists> {
    const rows = await repository.lists(tx, userId);
    return { ...emptyClipboard, ...Object.fromEntries(rows.map((row) => [row.kind, row.items])) };
  }

  /** Changes one list with a pure function of all lists, and answers what it returned. */
  function change<T extends { lists: ClipboardLists }>(
    userId: string,
    kind: ClipboardKind,
    apply: (lists: ClipboardLists) => T | null,
  ): Promise<T | null> {
    return db.transaction(async (tx) => {
      await repository.lock(tx, userId, kind);
      const result = apply(await all(tx, userId));
      if (result) await repository.write(tx, userId, kind, result.lists[kind]);
      return result;
    });
  }

  return {
    lists: (userId: string) => all(db, userId),

    async copy(userId: string, kind: ClipboardKind, request: CopyRequest): Promise<CopyAnswer> {
      const item = {
        id: randomUUID(),
        title: request.title,
        type: clipboardItemTypes[kind],
        timestamp: now().getTime(),
        preview: request.preview,
        data: withSafeLinks(request.data),
      };
      const copied = await change(userId, kind, (lists) => {
        const outcome = copyItem(lists, kind, item);
        if (outcome.status === 'copied') return outcome;
        if (request.replacePinned)
          return { status: 'copied' as const, ...replaceTopPinned(lists, kind, item) };
        return null;
      });
      // Nothing was written: every item is pinned and the user has not agreed yet.
      return copied ?? { status: 'needs-confirmation', question: replacePinnedQuestion };
    },

    async setPinned(userId: string, kind: ClipboardKind, itemId: string, pinned: boolean) {
      const changed = await change(userId, kind, (lists) => {
        const item = lists[kind].find((candidate) => candidate.id === itemId);
        if (!item) throw noItem();
        return { lists: item.pinned === pinned ? lists : togglePin(lists, kind, itemId) };
      });
      return changed?.lists ?? emptyClipboard;
    },

    async remove(userId: string, kind: ClipboardKind, itemId: string) {
      const changed = await change(userId, kind, (lists) => {
        if (!lists[kind].some((item) => item.id === itemId)) throw noItem();
        return { lists: removeItem(lists, kind, itemId) };
      });
      return changed?.lists ?? emptyClipboard;
    },

    async clear(userId: string, kind: ClipboardKind) {
      const cleared = await change(userId, kind, (lists) => clearList(lists, kind));
      if (!cleared) throw new Error('clearing a list always changes it');
      return cleared;
    },
  };
}
export type ClipboardService = ReturnType<typeof createClipboardService>;
