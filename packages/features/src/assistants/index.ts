export {
  assistantKeys,
  assistantsQueryOptions,
  fetchRun,
  fetchThread,
  sendPrompt,
} from './api/assistant-calls';
export { AssistantChat, type AssistantChatProps } from './components/assistant-chat';
export { useAssistantChat } from './components/use-assistant-chat';
export { toChatMessage } from './model/chat-message';
export { maxRunPolls, type PollOptions, pollRun, runPollIntervalMs } from './model/run-polling';
