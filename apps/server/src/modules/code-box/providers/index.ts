import type { Config } from '../../../config';
import { createLocalCodeBoxProvider } from './local';
import { createOpenAiCodeBoxProvider } from './openai';
import type { CodeBoxProvider } from './provider';

export { unbuildableIdea } from './local';
export {
  type CodeBoxProvider,
  type Review,
  type Specified,
  UnbuildableIdeaError,
} from './provider';

/** The provider LLM_PROVIDER names, like the assistants'; the offline engine backs the model. */
export function createCodeBoxProvider(llm: Config['llm']): CodeBoxProvider {
  const offline = createLocalCodeBoxProvider();
  return llm.provider === 'openai' ? createOpenAiCodeBoxProvider(llm, offline) : offline;
}
