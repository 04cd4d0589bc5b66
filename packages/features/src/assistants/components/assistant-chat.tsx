import type { AssistantSummary } from '@sparked/contracts';
import { ChatConversation } from '@sparked/ui/patterns/chat-panel';
import { type AssistantChatOptions, useAssistantChat } from './use-assistant-chat';

export type AssistantChatProps = AssistantChatOptions & { assistant: AssistantSummary };

/** A conversation with one assistant, in place on the page; a new assistant starts a new one. */
export function AssistantChat(props: AssistantChatProps) {
  const chat = useAssistantChat(props);
  return <ChatConversation {...chat.conversation} autoFocus />;
}
