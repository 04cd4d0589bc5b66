import type { ClipboardItem, ClipboardKind, ClipboardLists } from '@sparked/contracts';
import {
  clearList,
  clipboardItemTypes,
  copyItem,
  emptyClipboard,
  removeItem,
  replacePinnedQuestion,
  replaceTopPinned,
  togglePin,
} from '@sparked/contracts';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { RequestOptions } from '../../api-client';
import { mockApiClient, ok } from '../../story-support/mock-api-client';
import { clipboardKey } from '../api/clipboard-queries';
import { ClipboardProvider } from './clipboard-provider';

/** Stands in for the app's toast function; cleared before every story. */
export const notify = fn().mockName('notify');

/** A small slide-like picture standing in for a captured preview. */
export const preview = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 40"><rect width="56" height="40" fill="lavender"/><rect x="6" y="6" width="30" height="6" fill="teal"/><rect x="6" y="18" width="44" height="4" fill="silver"/></svg>',
)}`;

/**
 * Item `index` of a list: a higher index was copied later (minutes after 2 PM, 3/7/2025), and
 * all of them before anything a story copies now.
 */
export const storedItem = (kind: ClipboardKind, index: number, pinned = false): ClipboardItem => ({
  id: `${kind}-${index}`,
  title: `${clipboardItemTypes[kind]} ${index}`,
  type: clipboardItemTypes[kind],
  timestamp: new Date(2025, 2, 7, 14, index).getTime(),
  preview,
  data: { source: `${kind}-${index}` },
  pinned,
});

/** `count` items, newest first as the store keeps them, the first `pinned` of them pinned. */
export const storedList = (kind: ClipboardKind, count: number, pinned = 0) =>
  Array.from({ length: count }, (_, position) =>
    storedItem(kind, count - position, position < pinned),
  );

/** What the server holds in a story: the clipboard lists, changed by the handlers below. */
let serverLists: ClipboardLists = emptyClipboard;
let copies = 0;

export function seedClipboard(lists: Partial<ClipboardLists>) {
  serverLists = { ...emptyClipboard, ...lists };
}

/** The lists as the server now holds them. */
export const storedClipboard = (): ClipboardLists => serverLists;

/** Every story starts from an empty clipboard and a fresh `notify`. */
export function resetClipboard() {
  serverLists = emptyClipboard;
  copies = 0;
  notify.mockClear();
}

type Params = { kind: ClipboardKind; itemId?: string };
const paramsOf = (options: RequestOptions) => options.params as Params;

/**
 * The clipboard calls as the server answers them, on the same list functions it uses, so the
 * stories show the panel against real rules. Copies are stamped now, as the server does.
 */
const clipboardHandlers = {
  clipboard: () => ok(serverLists),
  copyToClipboard: (options: RequestOptions) => {
    const { kind } = paramsOf(options);
    const body = options.body as {
      title: string;
      preview: string;
      data: unknown;
      replacePinned: boolean;
    };
    copies += 1;
    const item = {
      id: `copy-${copies}`,
      title: body.title,
      preview: body.preview,
      data: body.data,
      type: clipboardItemTypes[kind],
      timestamp: Date.now(),
    };
    const outcome = copyItem(serverLists, kind, item);
    const change =
      outcome.status === 'copied'
        ? outcome
        : body.replacePinned
          ? replaceTopPinned(serverLists, kind, item)
          : null;
    if (!change) return ok({ status: 'needs-confirmation', question: replacePinnedQuestion });
    serverLists = change.lists;
    return ok({ status: 'copied', lists: change.lists, notification: change.notification });
  },
  pinClipboardItem: (options: RequestOptions) => {
    const { kind, itemId = '' } = paramsOf(options);
    const { pinned } = options.body as { pinned: boolean };
    const item = serverLists[kind].find((candidate) => candidate.id === itemId);
    if (item && item.pinned !== pinned) serverLists = togglePin(serverLists, kind, itemId);
    return ok(serverLists);
  },
  removeClipboardItem: (options: RequestOptions) => {
    const { kind, itemId = '' } = paramsOf(options);
    serverLists = removeItem(serverLists, kind, itemId);
    return ok(serverLists);
  },
  clearClipboard: (options: RequestOptions) => {
    const change = clearList(serverLists, paramsOf(options).kind);
    serverLists = change.lists;
    return ok(change);
  },
};

/** The provider on a mocked server, its cache starting from the seeded lists as a page would. */
function StoryClipboard({ children }: { children: React.ReactNode }) {
  const [client] = useState(() => mockApiClient(clipboardHandlers));
  const [queryClient] = useState(() => {
    const cache = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    cache.setQueryData(clipboardKey, serverLists);
    return cache;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <ClipboardProvider client={client} enabled notify={notify}>
        {children}
      </ClipboardProvider>
    </QueryClientProvider>
  );
}

export const withClipboard: Decorator = (Story) => (
  <StoryClipboard>
    <Story />
  </StoryClipboard>
);
