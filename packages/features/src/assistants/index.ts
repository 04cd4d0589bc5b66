export { assistantsQueryOptions } from './api/assistant-calls';
export { AssistantChat, type AssistantChatProps } from './components/assistant-chat';
