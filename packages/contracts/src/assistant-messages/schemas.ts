import { z } from 'zod';

/**
 * Assistant thread messages and the JSON reply value they may carry (spec §3 "Thread message").
 * Both providers (the offline `local` engine and an OpenAI-compatible endpoint) must produce a
 * value that `assistantReplySchema` accepts; the help-desk widget reads it with
 * `parseAssistantReply`.
 */

export const threadMessageRoles = ['assistant', 'user'] as const;
export const threadMessageRoleSchema = z.enum(threadMessageRoles);
export type ThreadMessageRole = z.infer<typeof threadMessageRoleSchema>;

export const threadMessageContentItemSchema = z.object({
  type: z.literal('text'),
  text: z.object({ value: z.string() }),
});
export type ThreadMessageContentItem = z.infer<typeof threadMessageContentItemSchema>;

export const threadMessageSchema = z.object({
  role: threadMessageRoleSchema,
  content: z.array(threadMessageContentItemSchema),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

/** The fixed user message the widget's 'Attach Images' button sends (spec §5). */
export const imagesUploadedMessage = 'Images uploaded';

/**
 * A text node of the ticket description. ProseMirror refuses empty text nodes, so an empty
 * string here would make the description unloadable in the staff view's editor.
 */
export const richTextNodeSchema = z.object({ type: z.literal('text'), text: z.string().min(1) });
/** A paragraph with no content is how tiptap writes an empty line. */
export const richParagraphSchema = z.object({
  type: z.literal('paragraph'),
  content: z.array(richTextNodeSchema).optional(),
});
/** The ticket description: a tiptap/ProseMirror document of paragraphs of text (spec §3). */
export const richDocumentSchema = z.object({
  type: z.literal('doc'),
  content: z.array(richParagraphSchema),
});
export type RichDocument = z.infer<typeof richDocumentSchema>;

/** Jira's summary field holds at most 255 characters; a longer title could not be forwarded. */
export const maxTicketTitleLength = 255;

export const assistantTicketSchema = z.object({
  title: z.string().trim().min(1).max(maxTicketTitleLength),
  description: richDocumentSchema,
});
export type AssistantTicket = z.infer<typeof assistantTicketSchema>;

export const assistantReplyTypes = [
  'text',
  'screenshot_upload',
  'ticket_task',
  'ticket_bug',
] as const;
export type AssistantReplyType = (typeof assistantReplyTypes)[number];

const replyBase = { message: z.string(), close_thread: z.boolean() };

/**
 * The JSON value of an assistant message. A ticket reply without its ticket could not be
 * submitted, so the ticket is required exactly for the two ticket types and absent otherwise.
 */
export const assistantReplySchema = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['text', 'screenshot_upload']), ...replyBase }),
  z.object({
    type: z.enum(['ticket_task', 'ticket_bug']),
    ...replyBase,
    ticket: assistantTicketSchema,
  }),
]);
export type AssistantReply = z.infer<typeof assistantReplySchema>;
export type AssistantTicketReply = Extract<AssistantReply, { ticket: AssistantTicket }>;

/**
 * Reads a message's text value. Malformed JSON, JSON that is not a reply (a bare string, a
 * number) and replies of the wrong shape all become plain text (spec §8): whatever a provider
 * says is still shown to the user, and a bad reply never breaks the widget.
 */
export function parseAssistantReply(value: string): AssistantReply {
  const plain: AssistantReply = { type: 'text', message: value, close_thread: false };
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return plain;
  }
  const reply = assistantReplySchema.safeParse(json);
  return reply.success ? reply.data : plain;
}

/** The text of a thread message: its text items joined, in order. */
export function threadMessageText(message: ThreadMessage): string {
  return message.content.map((item) => item.text.value).join('\n');
}
