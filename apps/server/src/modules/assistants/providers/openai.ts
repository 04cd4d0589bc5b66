import { assistantReplySchema } from '@sparked/contracts';
import { type ChatMessage, chatCompletion, type OpenAiSettings } from './chat-completions';
import type { AssistantProvider, ReplyRequest } from './provider';
import { replyFormatInstructions, replyResponseFormat } from './reply-json-schema';

function systemPrompt({ assistant, user }: ReplyRequest): string {
  const where = [
    `The user is a ${user.role}`,
    user.pagePath ? `on the page ${user.pagePath}` : undefined,
    user.course ? `in the course ${user.course}` : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return `${assistant.instructions}\n\n${where}.\n\n${replyFormatInstructions}`;
}

/**
 * Reads the model's content: a reply that validates is stored as its JSON; anything else is kept
 * as the plain text it is (spec §8), which the widget shows as text.
 */
export function replyValue(content: string): string {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return content;
  }
  if (json && typeof json === 'object' && 'ticket' in json && json.ticket === null) {
    const { ticket: _none, ...rest } = json;
    json = rest;
  }
  const reply = assistantReplySchema.safeParse(json);
  return reply.success ? JSON.stringify(reply.data) : content;
}

/** Any OpenAI-compatible `/chat/completions` endpoint, with structured output (decision 0005). */
export function createOpenAiProvider(settings: OpenAiSettings): AssistantProvider {
  return {
    async reply(request) {
      const messages: ChatMessage[] = [
        { role: 'system', content: systemPrompt(request) },
        ...request.history.map((message) => ({
          role: message.role,
          content: message.content.map((item) => item.text.value).join('\n'),
        })),
        { role: 'user', content: request.prompt },
      ];
      const content = await chatCompletion(settings, {
        messages,
        responseFormat: replyResponseFormat,
        who: 'The assistant',
        again: 'Send your message again',
      });
      return replyValue(content);
    },
  };
}
