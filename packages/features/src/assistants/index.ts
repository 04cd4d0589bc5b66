export { assistantsQueryOptions, fetchRun } from './api/assistant-calls';
export { AssistantChat, type AssistantChatProps } from './components/assistant-chat';
export { toChatMessage } from './model/chat-message';
export { type PollOptions, pollRun } from './model/run-polling';
