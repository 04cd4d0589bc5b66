import { type ClipboardLists, emptyClipboard } from '@sparked/contracts';
import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, callEndpoint } from '../../api-client';

export const clipboardKey = ['clipboard'] as const;

/** The signed-in educator's clipboard lists, the same on every device. */
export const clipboardQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: clipboardKey,
    queryFn: async (): Promise<ClipboardLists> => (await callEndpoint(client, 'clipboard')).data,
    placeholderData: emptyClipboard,
    // Copies made on another device show when the educator comes back to this window.
    refetchOnWindowFocus: true,
  });
