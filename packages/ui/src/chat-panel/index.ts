export { ChatPanel, type ChatPanelProps } from './chat-panel';
export { type ChatMessage, type ChatRole, type ChatTicket, chatRoles } from './chat-thread';
