import {
  type ClipboardItem,
  type ClipboardKind,
  type ClipboardLists,
  type ClipboardNotification,
  clearList,
  clearQuestion,
  clipboardItemTypes,
  copyItem,
  type ListChange,
  removeItem,
  replaceTopPinned,
  togglePin,
} from '@sparked/contracts';
import { DialogCancelledError, useDialogs } from '@sparked/ui/dialog-provider';
import { createContext, type ReactNode, use, useEffect, useMemo, useRef, useState } from 'react';
import { clipboardStorageKey, readClipboard, writeClipboard } from '../model/clipboard-storage';

/** What an editor hands over when the user copies an activity or widget. */
export interface ClipboardContent {
  title: string;
  /** An image data URL of the copied content. */
  preview: string;
  data: unknown;
}

export interface ClipboardStore {
  lists: ClipboardLists;
  /**
   * Copies into a list and notifies. Resolves to the new item, or null when the user declined
   * to replace a pinned item.
   */
  copy(kind: ClipboardKind, content: ClipboardContent): Promise<ClipboardItem | null>;
  togglePin(kind: ClipboardKind, id: string): void;
  remove(kind: ClipboardKind, id: string): void;
  /** Asks first; an empty list has nothing to clear and asks nothing. */
  clear(kind: ClipboardKind): Promise<void>;
}

const ClipboardContext = createContext<ClipboardStore | null>(null);

/** True when the user confirmed, false when they declined; other failures still throw. */
async function confirmed(answer: Promise<void>): Promise<boolean> {
  try {
    await answer;
    return true;
  } catch (error) {
    if (error instanceof DialogCancelledError) return false;
    throw error;
  }
}

export type ClipboardProviderProps = {
  /** Shows a clipboard notification; the app passes its toast function. */
  notify(notification: ClipboardNotification): void;
  /** Where the lists are kept; local storage unless a test says otherwise. */
  storage?: Storage;
  children: ReactNode;
};

/**
 * The educator clipboard's state (spec §3, §4, §8): four lists kept in local storage under
 * `clipboardStorageKey`, shared by every copy control and the panel below it. Needs a
 * DialogProvider above it for its confirmations.
 */
export function ClipboardProvider({
  notify,
  storage = localStorage,
  children,
}: ClipboardProviderProps) {
  const { confirm } = useDialogs();
  const [lists, setLists] = useState(() => readClipboard(storage));
  // Actions that wait for a confirmation must apply their change to the lists as they are then.
  const latest = useRef(lists);

  useEffect(() => {
    // Another tab copied, pinned or cleared (or logout cleared storage): follow it.
    const follow = (event: StorageEvent) => {
      if (event.storageArea !== storage) return;
      if (event.key !== null && event.key !== clipboardStorageKey) return;
      latest.current = readClipboard(storage);
      setLists(latest.current);
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [storage]);

  const clipboard = useMemo<ClipboardStore>(() => {
    const commit = (next: ClipboardLists) => {
      latest.current = next;
      setLists(next);
      writeClipboard(storage, next);
    };
    const apply = (change: ListChange) => {
      commit(change.lists);
      notify(change.notification);
    };

    return {
      lists,
      async copy(kind, content) {
        const item = {
          ...content,
          id: crypto.randomUUID(),
          type: clipboardItemTypes[kind],
          timestamp: Date.now(),
        };
        const outcome = copyItem(latest.current, kind, item);
        if (outcome.status === 'copied') {
          apply(outcome);
        } else {
          const answer = confirm({ message: outcome.question, confirmLabel: 'Continue' });
          if (!(await confirmed(answer))) return null;
          // The lists may have changed while the question was open (another tab, say).
          const retry = copyItem(latest.current, kind, item);
          apply(retry.status === 'copied' ? retry : replaceTopPinned(latest.current, kind, item));
        }
        return { ...item, pinned: false };
      },
      togglePin: (kind, id) => commit(togglePin(latest.current, kind, id)),
      remove: (kind, id) => commit(removeItem(latest.current, kind, id)),
      async clear(kind) {
        if (latest.current[kind].length === 0) return;
        const answer = confirm({
          type: 'danger',
          message: clearQuestion(kind),
          confirmLabel: 'Clear',
        });
        if (await confirmed(answer)) apply(clearList(latest.current, kind));
      },
    };
  }, [lists, storage, notify, confirm]);

  return <ClipboardContext value={clipboard}>{children}</ClipboardContext>;
}

/** The clipboard of the nearest ClipboardProvider. */
export function useClipboard(): ClipboardStore {
  const clipboard = use(ClipboardContext);
  if (!clipboard) throw new Error('useClipboard() needs a <ClipboardProvider> above it.');
  return clipboard;
}
