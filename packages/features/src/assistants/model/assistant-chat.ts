import type { Shortfall, StoredThreadMessage } from '@sparked/contracts';
import type { ChatMessage } from '@sparked/ui/patterns/chat-panel';
import { toChatMessage } from './chat-message';

/** What Retry does: send the words again, or keep waiting for the run already started. */
export type ChatRetry =
  | { kind: 'send'; prompt: string }
  | { kind: 'poll'; threadId: string; runId: string; prompt: string };

export interface AssistantChatState {
  threadId: string | null;
  /** The thread as the server has it, oldest first. */
  messages: ChatMessage[];
  /** Words sent and not yet in the thread: shown at once, kept on a failure for Retry. */
  unsent: string | null;
  pending: boolean;
  /** No `retry` where sending again cannot help; `shortfall` when the price was more than the user has. */
  failure: ChatFailure | null;
}

export type ChatFailure = { message: string; retry?: ChatRetry; shortfall?: Shortfall };

export const newChat: AssistantChatState = {
  threadId: null,
  messages: [],
  unsent: null,
  pending: false,
  failure: null,
};

export type AssistantChatEvent =
  | { type: 'sending'; prompt: string }
  | { type: 'started'; threadId: string }
  | { type: 'received'; threadId: string; newestFirst: StoredThreadMessage[] }
  | ({ type: 'failed' } & ChatFailure);

export function assistantChatReducer(
  state: AssistantChatState,
  event: AssistantChatEvent,
): AssistantChatState {
  switch (event.type) {
    case 'sending':
      return { ...state, unsent: event.prompt, pending: true, failure: null };
    case 'started':
      return { ...state, threadId: event.threadId };
    case 'received':
      return {
        ...state,
        threadId: event.threadId,
        messages: [...event.newestFirst].reverse().map(toChatMessage),
        unsent: null,
        pending: false,
        failure: null,
      };
    case 'failed': {
      const { type: _type, ...failure } = event;
      return { ...state, pending: false, failure };
    }
  }
}

/** The thread as shown: the words just sent appear at once, after what the server has. */
export function shownMessages(state: AssistantChatState): ChatMessage[] {
  return state.unsent === null
    ? state.messages
    : [...state.messages, { id: 'unsent', role: 'user', text: state.unsent }];
}
