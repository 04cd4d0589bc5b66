import type { AssistantKind } from '@sparked/contracts';
import type { Config } from '../../../config';
import { createLocalProvider, type LocalReplier } from './local';
import { createOpenAiProvider } from './openai';
import type { AssistantProvider } from './provider';

export { type ChatMessage, chatCompletion, type OpenAiSettings } from './chat-completions';
export type { LocalReplier } from './local';
export {
  type AssistantProvider,
  type AssistantUser,
  ProviderError,
  type ReplyRequest,
} from './provider';
export { closed } from './reply-json-schema';

/** The provider LLM_PROVIDER names; `local` answers with the repliers given. */
export function createProvider(
  llm: Config['llm'],
  localRepliers: Record<AssistantKind, LocalReplier>,
): AssistantProvider {
  return llm.provider === 'openai' ? createOpenAiProvider(llm) : createLocalProvider(localRepliers);
}
