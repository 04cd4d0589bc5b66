/**
 * The spec §3 reply as a JSON schema for OpenAI structured output (strict mode: every property
 * required, no extra ones, so `ticket` is null on non-ticket replies). What comes back is still
 * validated against `assistantReplySchema`.
 */
export const closed = (properties: Record<string, unknown>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

const richDocument = closed({
  type: { type: 'string', enum: ['doc'] },
  content: {
    type: 'array',
    items: closed({
      type: { type: 'string', enum: ['paragraph'] },
      content: {
        type: 'array',
        items: closed({ type: { type: 'string', enum: ['text'] }, text: { type: 'string' } }),
      },
    }),
  },
});

export const replyResponseFormat = {
  type: 'json_schema',
  json_schema: {
    name: 'assistant_reply',
    strict: true,
    schema: closed({
      type: { type: 'string', enum: ['text', 'screenshot_upload', 'ticket_task', 'ticket_bug'] },
      message: { type: 'string' },
      close_thread: { type: 'boolean' },
      ticket: {
        anyOf: [closed({ title: { type: 'string' }, description: richDocument }), { type: 'null' }],
      },
    }),
  },
} as const;

/** What the model is told about the format, besides the schema itself. */
export const replyFormatInstructions = [
  'Answer with one JSON object: type, message, close_thread and ticket.',
  'type is "text" for an answer, "screenshot_upload" to ask for a screenshot, "ticket_bug" or "ticket_task" to file a ticket.',
  'For the two ticket types set close_thread true and give the ticket a title and a description document of paragraphs; otherwise ticket is null.',
  'message is shown to the user and may use - bullets, `inline code`, fenced code and [links](/path).',
].join(' ');
