import { z } from 'zod';
import { clipboardKinds } from '../clipboard-items/constants';
import { clipboardItemSchema } from '../clipboard-items/schemas';
import { issueText } from '../shared/issue-text';
import { lineText } from '../shared/plain-text';

/** The clipboard kept on the server: the same lists on every device. */
export const clipboardKindSchema = z.enum(clipboardKinds, {
  message: `kind must be one of ${clipboardKinds.join(', ')}.`,
});

const list = z.array(clipboardItemSchema).readonly();
export const clipboardListsSchema = z.object({
  activity: list,
  unit: list,
  section: list,
  widget: list,
});

export const clipboardNotificationSchema = z.object({
  type: z.enum(['success', 'warning']),
  title: z.string(),
  message: z.string(),
});

/** Previews are small images drawn by the browser; a larger one is a mistake, not a preview. */
export const maxClipboardPreviewLength = 200_000;

/**
 * POST /sparked-api/clipboard/{kind}: copy. The server stamps the id and the time. With every
 * item of a full list pinned, the answer asks first; sending again with `replacePinned: true`
 * replaces the top-most pinned item (spec §8).
 */
export const clipboardCopyRequestSchema = z.strictObject({
  title: lineText({
    empty: issueText(
      /*i18n*/ { id: 'clipboard.give-the-item-a-title', message: 'Give the item a title.' },
    ),
    max: 200,
  }),
  preview: z
    .union([
      z.literal(''),
      z
        .string()
        .regex(
          /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/,
          'preview must be an image data URL.',
        ),
    ])
    .refine(
      (value) => value.length <= maxClipboardPreviewLength,
      issueText(
        /*i18n*/ { id: 'clipboard.preview-too-large', message: 'The preview image is too large.' },
      ),
    ),
  /** What the editor needs to paste it (any JSON, as the body is JSON); never looked inside. */
  data: z.unknown().refine((value) => value !== undefined, 'data is required.'),
  replacePinned: z.boolean().default(false),
});

export const clipboardCopyResponseSchema = z.object({
  data: z.discriminatedUnion('status', [
    z.object({
      status: z.literal('copied'),
      lists: clipboardListsSchema,
      notification: clipboardNotificationSchema,
    }),
    z.object({ status: z.literal('needs-confirmation'), question: z.string() }),
  ]),
});

export const clipboardResponseSchema = z.object({ data: clipboardListsSchema });
export const clipboardPinRequestSchema = z.strictObject({ pinned: z.boolean() });
export const clipboardClearResponseSchema = z.object({
  data: z.object({ lists: clipboardListsSchema, notification: clipboardNotificationSchema }),
});
