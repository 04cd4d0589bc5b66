import { z } from 'zod';
import { educators } from '../modules/endpoints';
import type { Endpoint } from '../shared/endpoint';
import {
  clipboardClearResponseSchema,
  clipboardCopyRequestSchema,
  clipboardCopyResponseSchema,
  clipboardKindSchema,
  clipboardPinRequestSchema,
  clipboardResponseSchema,
} from './schemas';

const clipboardTags = ['Clipboard'];
const clipboardKindParams = z.strictObject({ kind: clipboardKindSchema });
const clipboardItemParams = clipboardKindParams.extend({
  itemId: z.uuid('itemId must be a clipboard item id.'),
});

/** The educator clipboard, kept per user on the server (spec §3, §8). */
export const clipboardEndpoints = {
  clipboard: {
    api: 'sparked',
    method: 'GET',
    path: '/clipboard',
    auth: educators,
    response: clipboardResponseSchema,
    summary: "The caller's clipboard lists",
    tags: clipboardTags,
  },
  copyToClipboard: {
    api: 'sparked',
    method: 'POST',
    path: '/clipboard/{kind}',
    auth: educators,
    idempotent: true,
    params: clipboardKindParams,
    body: clipboardCopyRequestSchema,
    maxBodyBytes: 1024 * 1024,
    response: clipboardCopyResponseSchema,
    summary: 'Copy an item into a clipboard list (10 per list; pinned items are kept)',
    tags: clipboardTags,
  },
  pinClipboardItem: {
    api: 'sparked',
    method: 'PUT',
    path: '/clipboard/{kind}/{itemId}',
    auth: educators,
    params: clipboardItemParams,
    body: clipboardPinRequestSchema,
    response: clipboardResponseSchema,
    summary: 'Pin or unpin a clipboard item',
    tags: clipboardTags,
  },
  removeClipboardItem: {
    api: 'sparked',
    method: 'DELETE',
    path: '/clipboard/{kind}/{itemId}',
    auth: educators,
    params: clipboardItemParams,
    response: clipboardResponseSchema,
    summary: 'Remove one clipboard item',
    tags: clipboardTags,
  },
  clearClipboard: {
    api: 'sparked',
    method: 'DELETE',
    path: '/clipboard/{kind}',
    auth: educators,
    params: clipboardKindParams,
    response: clipboardClearResponseSchema,
    summary: 'Clear one clipboard list',
    tags: clipboardTags,
  },
} as const satisfies Record<string, Endpoint>;
