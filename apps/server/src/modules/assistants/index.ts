export { createAssistantCharges } from './charges';
export {
  type ChatMessage,
  chatCompletion,
  closed,
  createProvider,
  type LocalReplier,
  type OpenAiSettings,
  ProviderError,
} from './providers';
export { registerAssistants } from './register';
export { assistantRepository } from './repository';
export { createRunner, type Runner } from './runner';
export { type AssistantService, createAssistantService } from './service';
export { withTutors } from './tutors';
