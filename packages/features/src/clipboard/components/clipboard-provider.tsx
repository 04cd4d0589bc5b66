import { t } from '@lingui/core/macro';
import {
  type ClipboardItem,
  type ClipboardKind,
  type ClipboardLists,
  type ClipboardNotification,
  emptyClipboard,
  kindOfItemType,
} from '@sparked/contracts';
import { DialogCancelledError, useDialogs } from '@sparked/ui/dialog-provider';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useMemo, useRef } from 'react';
import { type ApiClient, callEndpoint, useIntentMutation } from '../../api-client';
import { clipboardKey, clipboardQueryOptions } from '../api/clipboard-queries';
import { clearQuestion } from '../model/clipboard-words';
import { InsertTargetsProvider, useCurrentInsertTarget } from './insert-target';

/** The toast's title once an item is inserted: "Inserted Activity". */
function insertedTitle(type: string): string {
  if (type === 'Activity') return t`Inserted Activity`;
  if (type === 'Unit') return t`Inserted Unit`;
  if (type === 'Section') return t`Inserted Section`;
  return t`Inserted Widget`;
}

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
  /** Whether the page on show offers a place this item fits (see `useInsertTarget`). */
  canInsert(item: ClipboardItem): boolean;
  /** Puts the item into the page's editor and says where; the editor reports its own failures. */
  insert(item: ClipboardItem): Promise<void>;
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
  client: ApiClient;
  /** Only educators have a clipboard; for everyone else the lists stay empty and unread. */
  enabled: boolean;
  /** Shows a clipboard notification, or a failure; the app passes its toast function. */
  notify(
    notification: ClipboardNotification | { type: 'error'; title: string; message: string },
  ): void;
  children: ReactNode;
};

interface CopyIntent {
  kind: ClipboardKind;
  content: ClipboardContent;
}

/** The item a copy added: the one that was not in the list before. */
const added = (before: readonly ClipboardItem[], after: readonly ClipboardItem[]) =>
  after.find((item) => !before.some((old) => old.id === item.id)) ?? null;

/**
 * The educator clipboard (spec §3, §4, §8), kept on the server so it is the same on every device
 * (decision 0009): the four lists, and the copy, pin, remove and clear actions every copy control
 * and the panel share. The server applies the list rules and answers the lists as they now are;
 * the lists are read again when the window regains focus, so another device's copies appear.
 * Needs a DialogProvider above it for its confirmations.
 */
export function ClipboardProvider(props: ClipboardProviderProps) {
  return (
    <InsertTargetsProvider>
      <ClipboardStoreProvider {...props} />
    </InsertTargetsProvider>
  );
}

function ClipboardStoreProvider({ client, enabled, notify, children }: ClipboardProviderProps) {
  const { confirm } = useDialogs();
  const insertTarget = useCurrentInsertTarget();
  const queryClient = useQueryClient();
  const { data: lists = emptyClipboard } = useQuery({ ...clipboardQueryOptions(client), enabled });
  // A copy is one intent: its calls (the copy, and the copy again once the user agreed to replace a
  // pinned item) carry their keys, so a copy repeated after a lost answer is on the list once.
  const copying = useIntentMutation(client, {
    mutationFn: async ({ kind, content }: CopyIntent, keyed): Promise<ClipboardItem | null> => {
      const before = queryClient.getQueryData<ClipboardLists>(clipboardKey)?.[kind] ?? [];
      const send = (replacePinned: boolean) =>
        callEndpoint(keyed, 'copyToClipboard', {
          params: { kind },
          body: {
            title: content.title,
            preview: content.preview,
            data: content.data,
            replacePinned,
          },
        });
      let { data: outcome } = await send(false);
      if (outcome.status === 'needs-confirmation') {
        const answer = confirm({
          message: outcome.question,
          confirmLabel: t`Continue`,
        });
        if (!(await confirmed(answer))) return null;
        ({ data: outcome } = await send(true));
      }
      if (outcome.status !== 'copied') return null;
      queryClient.setQueryData(clipboardKey, outcome.lists);
      notify(outcome.notification);
      return added(before, outcome.lists[kind]);
    },
  });
  const copyOnce = useRef(copying.mutateAsync);
  copyOnce.current = copying.mutateAsync;

  const clipboard = useMemo<ClipboardStore>(() => {
    const current = () => queryClient.getQueryData<ClipboardLists>(clipboardKey) ?? emptyClipboard;
    const write = (next: ClipboardLists) => queryClient.setQueryData(clipboardKey, next);
    /** Runs a change; a refusal is said, and the lists are read again to show the truth. */
    const attempt = async <T,>(change: () => Promise<T>): Promise<T | null> => {
      try {
        return await change();
      } catch (error) {
        notify({
          type: 'error',
          title: t`Clipboard not changed`,
          message: error instanceof Error ? error.message : String(error),
        });
        void queryClient.invalidateQueries({ queryKey: clipboardKey });
        return null;
      }
    };
    /** The page's target and the item's content as it takes it, when the item fits. */
    const fitting = (item: ClipboardItem) => {
      const target = insertTarget?.current;
      if (!target || target.kind !== kindOfItemType(item.type)) return null;
      const value = target.read(item.data);
      return value === null ? null : { target, value };
    };

    return {
      lists,
      copy: (kind, content) => attempt(() => copyOnce.current({ kind, content })),
      togglePin: (kind, id) =>
        void attempt(async () => {
          const pinned = !current()[kind].find((item) => item.id === id)?.pinned;
          const params = { kind, itemId: id };
          write(
            (await callEndpoint(client, 'pinClipboardItem', { params, body: { pinned } })).data,
          );
        }),
      remove: (kind, id) =>
        void attempt(async () =>
          write(
            (await callEndpoint(client, 'removeClipboardItem', { params: { kind, itemId: id } }))
              .data,
          ),
        ),
      async clear(kind) {
        if (current()[kind].length === 0) return;
        const answer = confirm({
          type: 'danger',
          message: clearQuestion(kind),
          confirmLabel: t({ message: 'Clear', comment: 'Empties a clipboard list.' }),
        });
        if (!(await confirmed(answer))) return;
        await attempt(async () => {
          const { data } = await callEndpoint(client, 'clearClipboard', { params: { kind } });
          write(data.lists);
          notify(data.notification);
        });
      },
      canInsert: (item) => fitting(item) !== null,
      async insert(item) {
        const fit = fitting(item);
        if (!fit) return;
        try {
          await fit.target.insert(item.title, fit.value);
        } catch {
          return;
        }
        notify({
          type: 'success',
          title: insertedTitle(item.type),
          message: t`${item.title} was added at the end of ${fit.target.place}.`,
        });
      },
    };
  }, [lists, client, queryClient, notify, confirm, insertTarget]);

  return <ClipboardContext value={clipboard}>{children}</ClipboardContext>;
}

/** The clipboard of the nearest ClipboardProvider. */
export function useClipboard(): ClipboardStore {
  const clipboard = use(ClipboardContext);
  if (!clipboard) throw new Error('useClipboard() needs a <ClipboardProvider> above it.');
  return clipboard;
}
