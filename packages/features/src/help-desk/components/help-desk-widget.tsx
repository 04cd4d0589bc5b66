import { ChatPanel } from '@sparked/ui/patterns/chat-panel';
import { useEffect, useState } from 'react';
import { type HelpDeskChatOptions, useHelpDeskChat } from './use-help-desk-chat';

export type HelpDeskWidgetProps = Omit<HelpDeskChatOptions, 'context'> & {
  /** The page the widget sits on, sent with messages and tickets. */
  pathname: string;
  defaultOpen?: boolean;
  /** Take the focus when mounted (see `ChatPanel`): it replaces a stand-in someone reached. */
  autoFocus?: boolean;
};

/**
 * The floating help desk (spec §2 Help-desk widget): the round button opens Janus; the saved
 * conversation is opened with it.
 */
export function HelpDeskWidget({
  pathname,
  defaultOpen = false,
  autoFocus,
  ...options
}: HelpDeskWidgetProps) {
  const [open, setOpen] = useState(defaultOpen);
  const chat = useHelpDeskChat({ ...options, context: { pagePath: pathname } });
  const { open: openChat } = chat;
  useEffect(() => {
    if (open) openChat();
  }, [open, openChat]);
  return (
    <ChatPanel {...chat.conversation} open={open} onOpenChange={setOpen} autoFocus={autoFocus} />
  );
}
