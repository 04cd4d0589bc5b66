import {
  type AssistantReply,
  type AssistantTicketReply,
  parseAssistantReply,
  type StoredThreadMessage,
  threadMessageText,
} from '@sparked/contracts';
import { toChatMessage } from '@sparked/features/assistants';
import type { DroppedImage } from '@sparked/ui/image-dropzone';
import type { ChatMessage } from '@sparked/ui/patterns/chat-panel';

/** What the Retry button does after a failure. */
export type RetryAction =
  /** Send the message again: it never reached Janus, or Janus failed to answer it. */
  | { kind: 'send'; prompt: string }
  /** Keep waiting for a run that was still going when polling gave up. */
  | { kind: 'poll'; threadId: string; runId: string; prompt: string }
  /** Open the saved conversation again. */
  | { kind: 'load'; threadId: string }
  /** Submit the ticket again. */
  | { kind: 'ticket' };

export type ChatFailure = { message: string; retry: RetryAction | null };

export type ChatState = {
  threadId: string | null;
  /** Oldest first, without the greeting. */
  messages: ChatMessage[];
  /** Janus's latest reply in the thread, which decides what the widget offers next. */
  reply: AssistantReply | null;
  pending: boolean;
  images: DroppedImage[];
  closed: boolean;
  /** Present once a ticket reply closed the thread; `key` arrives when it is filed. */
  ticket: { key?: string; reward?: string } | null;
  failure: ChatFailure | null;
};

export type ChatAction =
  | { type: 'sent'; prompt: string }
  | { type: 'retried' }
  /** The server took the message into this thread; its reply may still be on the way. */
  | { type: 'threadKnown'; threadId: string }
  /** The server's thread, newest first: from a reply, or a saved thread opened again. */
  | { type: 'threadReceived'; threadId: string; messages: StoredThreadMessage[] }
  | { type: 'failed'; failure: ChatFailure }
  | { type: 'ticketSubmitted' }
  | { type: 'ticketFiled'; key: string; reward?: string }
  | { type: 'ticketFailed'; message: string }
  | { type: 'imagesAdded'; images: DroppedImage[] }
  | { type: 'imageRemoved'; id: string }
  | { type: 'restarted' };

export const initialChatState: ChatState = {
  threadId: null,
  messages: [],
  reply: null,
  pending: false,
  images: [],
  closed: false,
  ticket: null,
  failure: null,
};

export const isTicketReply = (reply: AssistantReply | null): reply is AssistantTicketReply =>
  reply !== null && 'ticket' in reply;

/** Janus's latest reply in a thread given newest first, as the server sends it. */
export function latestReply(newestFirst: StoredThreadMessage[]): AssistantReply | null {
  const last = newestFirst.find((message) => message.role === 'assistant');
  return last ? parseAssistantReply(threadMessageText(last)) : null;
}

function receiveThread(state: ChatState, threadId: string, newestFirst: StoredThreadMessage[]) {
  const reply = latestReply(newestFirst);
  const closed = reply?.close_thread ?? false;
  return {
    ...state,
    threadId,
    messages: [...newestFirst].reverse().map(toChatMessage),
    reply,
    pending: false,
    closed,
    ticket: closed && isTicketReply(reply) ? {} : null,
    failure: null,
  };
}

/** The help-desk conversation (spec §4 Chat, §5); the side effects live in useHelpDeskChat. */
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'sent': {
      const message: ChatMessage = {
        id: `local-${state.messages.length}`,
        role: 'user',
        text: action.prompt,
      };
      return { ...state, messages: [...state.messages, message], pending: true, failure: null };
    }
    case 'retried':
      return { ...state, pending: true, failure: null };
    case 'threadKnown':
      return { ...state, threadId: action.threadId };
    case 'threadReceived':
      return receiveThread(state, action.threadId, action.messages);
    case 'failed':
      return { ...state, pending: false, failure: action.failure };
    case 'ticketSubmitted':
      return { ...state, ticket: {}, failure: null };
    case 'ticketFiled':
      return { ...state, ticket: { key: action.key, reward: action.reward } };
    case 'ticketFailed':
      // No dots for a key that is not coming; Retry submits it again.
      return {
        ...state,
        ticket: null,
        failure: { message: action.message, retry: { kind: 'ticket' } },
      };
    case 'imagesAdded':
      return { ...state, images: [...state.images, ...action.images] };
    case 'imageRemoved':
      return { ...state, images: state.images.filter((image) => image.id !== action.id) };
    case 'restarted':
      return initialChatState;
  }
}

/** The drop box shows while Janus's latest reply asks for a screenshot (spec §2). */
export const isScreenshotRequested = (state: ChatState) =>
  !state.closed && state.reply?.type === 'screenshot_upload';
