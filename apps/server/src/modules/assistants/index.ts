export { type Assistants, assistantsPlugin } from './plugin';
export {
  type ChatMessage,
  chatCompletion,
  closed,
  type LocalReplier,
  type OpenAiSettings,
  ProviderError,
} from './providers';
export type { Runner } from './runner';
export type { AssistantService } from './service';
export { threadRecords } from './thread-records';
