import type { Config } from '../../../config';
import { createLocalProvider, type KnowledgeSource } from './local';
import { createOpenAiProvider } from './openai';
import type { AssistantProvider } from './provider';

export { type AssistantProvider, ProviderError, type ReplyRequest } from './provider';

/** The provider LLM_PROVIDER names. */
export function createProvider(llm: Config['llm'], knowledge: KnowledgeSource): AssistantProvider {
  return llm.provider === 'openai' ? createOpenAiProvider(llm) : createLocalProvider(knowledge);
}
