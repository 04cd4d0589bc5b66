import { z } from 'zod';
import { ProviderError } from './provider';

export interface OpenAiSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const completionSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable().optional() }) }))
    .min(1),
});

/**
 * One call to an OpenAI-compatible `/chat/completions` endpoint with a structured-output format.
 * Answers the first choice's text; a failure becomes a ProviderError with a sentence naming `who`
 * ("The assistant") and what to do (`again`: "Send your message again").
 */
export async function chatCompletion(
  settings: OpenAiSettings,
  request: { messages: ChatMessage[]; responseFormat: unknown; who: string; again: string },
): Promise<string> {
  const { who, again } = request;
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
        messages: request.messages,
        response_format: request.responseFormat,
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    throw new ProviderError(
      error instanceof Error && error.name === 'TimeoutError'
        ? `${who} took too long to answer. ${again}.`
        : `${who} service could not be reached. ${again} in a moment.`,
      { cause: error },
    );
  }
  if (!response.ok)
    throw new ProviderError(
      `${who} service answered with an error (HTTP ${response.status}). ${again} in a moment.`,
    );
  const completion = completionSchema.safeParse(await response.json().catch(() => null));
  const content = completion.success ? completion.data.choices[0]?.message.content : undefined;
  if (!content?.trim()) throw new ProviderError(`${who} gave no answer. ${again}.`);
  return content;
}
