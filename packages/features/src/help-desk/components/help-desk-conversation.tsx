import { ChatConversation } from '@sparked/ui/patterns/chat-panel';
import { useEffect } from 'react';
import * as styles from './help-desk-conversation.css';
import { type HelpDeskChatOptions, useHelpDeskChat } from './use-help-desk-chat';

export type HelpDeskConversationProps = Omit<HelpDeskChatOptions, 'context'> & {
  pathname: string;
};

/** Janus full-page (spec §2 /ai-tools/janus): the widget's conversation, opened in place. */
export function HelpDeskConversation({ pathname, ...options }: HelpDeskConversationProps) {
  const chat = useHelpDeskChat({ ...options, context: { pagePath: pathname } });
  const { open } = chat;
  useEffect(() => open(), [open]);
  return <ChatConversation {...chat.conversation} autoFocus className={styles.page} />;
}
