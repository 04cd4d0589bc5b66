import { assistantReplySchema } from '@sparked/contracts';
import { z } from 'zod';
import { type AssistantProvider, ProviderError, type ReplyRequest } from './provider';
import { replyFormatInstructions, replyResponseFormat } from './reply-json-schema';

export interface OpenAiSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

const completionSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable().optional() }) }))
    .min(1),
});

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
      const messages = [
        { role: 'system', content: systemPrompt(request) },
        ...request.history.map((message) => ({
          role: message.role,
          content: message.content.map((item) => item.text.value).join('\n'),
        })),
        { role: 'user', content: request.prompt },
      ];
      let response: Response;
      try {
        response = await fetch(`${settings.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: settings.model,
            messages,
            response_format: replyResponseFormat,
          }),
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
      } catch (error) {
        throw new ProviderError(
          error instanceof Error && error.name === 'TimeoutError'
            ? 'The assistant took too long to answer. Send your message again.'
            : 'The assistant service could not be reached. Send your message again in a moment.',
          { cause: error },
        );
      }
      if (!response.ok)
        throw new ProviderError(
          `The assistant service answered with an error (HTTP ${response.status}). Send your message again in a moment.`,
        );
      const completion = completionSchema.safeParse(await response.json().catch(() => null));
      const content = completion.success ? completion.data.choices[0]?.message.content : undefined;
      if (!content?.trim())
        throw new ProviderError('The assistant gave no answer. Send your message again.');
      return replyValue(content);
    },
  };
}
