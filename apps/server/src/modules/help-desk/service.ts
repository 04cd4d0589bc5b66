import {
  type AccessTokenClaims,
  helpDeskAssistantSlug,
  type Locale,
  type PushThreadRequest,
  type PushThreadResponse,
  pushThreadWaitMs,
  type ThreadMessage,
} from '@sparked/contracts';
import { inLocale } from '../../i18n/reader';
import type { AssistantService, Runner } from '../assistants';
import { janusGreeting } from './engine';

/** Janus's side of the widget: one call per message, answered with the thread when it can be. */
export function createHelpDeskService(deps: { assistants: AssistantService; runner: Runner }) {
  const { assistants, runner } = deps;
  return {
    /** Janus's opening, in the reader's language. */
    greeting: (locale: Locale = 'en'): ThreadMessage => ({
      role: 'assistant',
      content: [{ type: 'text', text: { value: JSON.stringify(inLocale(locale, janusGreeting)) } }],
    }),

    /**
     * Queues the message, waits up to `pushThreadWaitMs` for Janus and answers with the run and the thread.
     * A run still going after that answers `lastResponse: null`; the widget then polls the run.
     */
    async push(
      claims: AccessTokenClaims,
      request: PushThreadRequest,
      browserLocale: Locale,
    ): Promise<PushThreadResponse['data']> {
      const { threadId, run } = await assistants.prompt(
        claims,
        'help-desk',
        helpDeskAssistantSlug,
        {
          prompt: request.prompt,
          assistantId: request.assistantId,
          threadId: request.threadId ?? undefined,
          saveUserThread: true,
        },
        { context: request.context, browserLocale },
      );
      await runner.waitFor(run.id, pushThreadWaitMs);
      const current = await assistants.run(claims, 'help-desk', threadId, run.id);
      const { messages } = await assistants.thread(claims, 'help-desk', threadId);
      const lastResponse =
        current.status === 'completed'
          ? (messages.body.data.find((message) => message.role === 'assistant') ?? null)
          : null;
      return { threadId, run: current, lastResponse, messages };
    },

    savedThread: (claims: AccessTokenClaims, threadId: string) =>
      assistants.savedThread(claims, 'help-desk', threadId),
  };
}
export type HelpDeskService = ReturnType<typeof createHelpDeskService>;
