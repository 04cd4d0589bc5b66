export { ChatConversation, type ChatConversationProps } from './chat-conversation';
export { ChatLauncher, ChatLauncherFrame, type ChatLauncherProps } from './chat-launcher';
export { ChatPanel, type ChatPanelProps } from './chat-panel';
export {
  type ChatMessage,
  type ChatNotice,
  type ChatRole,
  type ChatTicket,
  chatRoles,
} from './chat-thread';
