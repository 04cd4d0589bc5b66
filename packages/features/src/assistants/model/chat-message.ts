import {
  parseAssistantReply,
  type StoredThreadMessage,
  threadMessageText,
} from '@sparked/contracts';
import type { ChatMessage } from '@sparked/ui/patterns/chat-panel';

/** An assistant message shows its reply's text; malformed JSON is plain text (spec §8). */
export function toChatMessage(message: StoredThreadMessage): ChatMessage {
  const text = threadMessageText(message);
  return {
    id: message.id,
    role: message.role,
    text: message.role === 'assistant' ? parseAssistantReply(text).message : text,
  };
}
