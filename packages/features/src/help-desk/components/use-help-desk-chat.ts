import {
  type AssistantTicketReply,
  type HelpDeskContext,
  helpDeskAssistantId,
  imagesUploadedMessage,
  type PushThreadRequest,
  parseAssistantReply,
  type StoredThreadMessage,
  threadMessageText,
} from '@sparked/contracts';
import { fetchRun, type PollOptions, pollRun } from '@sparked/features/assistants';
import type { DroppedImage } from '@sparked/ui/image-dropzone';
import type { ChatMessage, ChatNotice } from '@sparked/ui/patterns/chat-panel';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { type ApiClient, useIntentMutation } from '../../api-client';
import { walletKeys } from '../../wallet';
import { createTicket } from '../api/create-ticket';
import { greetingQueryOptions } from '../api/greeting';
import { ticketKeys } from '../api/help-desk-keys';
import { pushThread } from '../api/push-thread';
import { fetchSavedThread } from '../api/saved-thread';
import {
  failedReplyMessage,
  slowReplyMessage,
  unloadedThreadMessage,
  unsentMessage,
} from '../model/chat-failures';
import {
  type ChatFailure,
  chatReducer,
  initialChatState,
  isScreenshotRequested,
  isTicketReply,
  latestReply,
} from '../model/chat-state';
import { clearSavedThreadId, readSavedThreadId, saveThreadId } from '../model/saved-thread-id';
import { ticketFormData } from '../model/ticket-form';
import { ticketRewardMessage } from '../model/ticket-reward';

export type HelpDeskChatOptions = {
  client: ApiClient;
  /** The signed-in user's email, added to every ticket (spec §4 Chat). */
  email: string;
  /** The page the user is on, sent with each message and ticket. */
  context: HelpDeskContext;
  /** Where the thread id is kept; local storage by default (spec §9 help-desk-id). */
  storage?: Storage;
  /** Run polling; the spec's 1500 ms × 45 by default. */
  poll?: PollOptions;
};

/** Thrown into a poll that belongs to a conversation the user has since restarted or left. */
class Superseded extends Error {}

/**
 * Runs the Janus conversation (spec §4 Chat, §5): sends messages and follows their runs, keeps the
 * thread id, opens a saved thread, files tickets with the screenshots, restarts. Every wait ends in
 * a reply or in a notice with Retry.
 */
export function useHelpDeskChat({
  client,
  email,
  context,
  storage = globalThis.localStorage,
  poll,
}: HelpDeskChatOptions) {
  const queryClient = useQueryClient();
  // A message and a ticket are each one intent: a Retry after a lost answer repeats its key, so
  // Janus gets the message, and the desk the ticket, once.
  const pushing = useIntentMutation(client, {
    mutationFn: (request: PushThreadRequest, keyed) => pushThread(keyed, request),
  });
  const filing = useIntentMutation(client, {
    mutationFn: (form: FormData, keyed) => createTicket(keyed, form),
  });
  const once = useRef({ push: pushing.mutateAsync, file: filing.mutateAsync });
  once.current = { push: pushing.mutateAsync, file: filing.mutateAsync };
  const greeting = useQuery(greetingQueryOptions(client));
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  // Async steps read the latest values, not those of the render that started them.
  const latest = useRef({ state, email, context });
  latest.current = { state, email, context };
  // Bumped by Restart and unmount: answers for the conversation before are dropped.
  const generation = useRef(0);
  // Whether the saved thread was asked for; a remount (StrictMode) asks again.
  const opened = useRef(false);
  useEffect(
    () => () => {
      generation.current += 1;
      opened.current = false;
    },
    [],
  );

  const guard = useCallback(() => {
    const started = generation.current;
    return () => started === generation.current;
  }, []);

  const submitTicket = useCallback(
    async (threadId: string, reply: AssistantTicketReply) => {
      const current = guard();
      dispatch({ type: 'ticketSubmitted' });
      const { state: now, email: reporter, context: place } = latest.current;
      const form = ticketFormData({
        reply,
        email: reporter,
        files: now.images.map((image) => image.file),
        threadId,
        context: place,
      });
      try {
        const { key, rewards } = await once.current.file(form);
        if (!current()) return;
        const reward = ticketRewardMessage(rewards);
        dispatch({ type: 'ticketFiled', key, reward });
        void queryClient.invalidateQueries({ queryKey: ticketKeys.all });
        if (reward) void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      } catch (error) {
        if (current()) dispatch({ type: 'ticketFailed', message: (error as Error).message });
      }
    },
    [guard, queryClient],
  );

  const receive = useCallback(
    (threadId: string, newestFirst: StoredThreadMessage[]) => {
      dispatch({ type: 'threadReceived', threadId, messages: newestFirst });
      const reply = latestReply(newestFirst);
      if (!reply?.close_thread) return saveThreadId(storage, threadId);
      // A closed conversation cannot go on: the next visit starts a new one.
      clearSavedThreadId(storage);
      if (isTicketReply(reply)) void submitTicket(threadId, reply);
    },
    [storage, submitTicket],
  );

  const follow = useCallback(
    async (threadId: string, runId: string, prompt: string) => {
      const current = guard();
      const fail = (failure: ChatFailure) => {
        if (current()) dispatch({ type: 'failed', failure });
      };
      const keepWaiting = { kind: 'poll', threadId, runId, prompt } as const;
      try {
        const outcome = await pollRun(() => {
          if (!current()) throw new Superseded();
          return fetchRun(client, 'help-desk', threadId, runId);
        }, poll);
        if (outcome.status === 'timed_out') {
          return fail({ message: slowReplyMessage(), retry: keepWaiting });
        }
        if (outcome.status === 'failed') {
          return fail({
            message: outcome.error ?? failedReplyMessage(),
            retry: { kind: 'send', prompt },
          });
        }
        const thread = await fetchSavedThread(client, threadId);
        if (current()) receive(threadId, thread.messages.body.data);
      } catch (error) {
        if (!(error instanceof Superseded))
          fail({ message: slowReplyMessage(), retry: keepWaiting });
      }
    },
    [client, guard, poll, receive],
  );

  const exchange = useCallback(
    async (prompt: string) => {
      const current = guard();
      try {
        const pushed = await once.current.push({
          threadId: latest.current.state.threadId,
          assistantId: helpDeskAssistantId,
          prompt,
          context: latest.current.context,
        });
        if (!current()) return;
        saveThreadId(storage, pushed.threadId);
        // A retry continues this thread rather than starting another.
        dispatch({ type: 'threadKnown', threadId: pushed.threadId });
        const { run } = pushed;
        if (run.status === 'completed') return receive(pushed.threadId, pushed.messages.body.data);
        if (run.status === 'failed') {
          return dispatch({
            type: 'failed',
            failure: {
              message: run.error ?? failedReplyMessage(),
              retry: { kind: 'send', prompt },
            },
          });
        }
        await follow(pushed.threadId, run.id, prompt);
      } catch (error) {
        if (!current()) return;
        dispatch({
          type: 'failed',
          failure: {
            message: unsentMessage((error as Error).message),
            retry: { kind: 'send', prompt },
          },
        });
      }
    },
    [follow, guard, receive, storage],
  );

  const load = useCallback(
    async (threadId: string) => {
      const current = guard();
      dispatch({ type: 'retried' });
      try {
        const thread = await fetchSavedThread(client, threadId);
        if (!current()) return;
        const newestFirst = thread.messages.body.data;
        if (latestReply(newestFirst)?.close_thread) {
          clearSavedThreadId(storage);
          return dispatch({ type: 'restarted' });
        }
        receive(thread.threadId, newestFirst);
      } catch (error) {
        if (!current()) return;
        dispatch({
          type: 'failed',
          failure: {
            message: unloadedThreadMessage((error as Error).message),
            retry: { kind: 'load', threadId },
          },
        });
      }
    },
    [client, guard, receive, storage],
  );

  /** Opens the saved conversation, once, when the chat is first shown (spec §4). */
  const open = useCallback(() => {
    if (opened.current) return;
    opened.current = true;
    const saved = readSavedThreadId(storage);
    if (saved && latest.current.state.threadId === null) void load(saved);
  }, [load, storage]);

  const send = useCallback(
    (prompt: string) => {
      dispatch({ type: 'sent', prompt });
      void exchange(prompt);
    },
    [exchange],
  );

  const retry = useCallback(() => {
    const { failure, threadId, reply } = latest.current.state;
    const action = failure?.retry;
    if (!action) return;
    if (action.kind === 'load') return void load(action.threadId);
    if (action.kind === 'ticket') {
      if (threadId && isTicketReply(reply)) void submitTicket(threadId, reply);
      return;
    }
    dispatch({ type: 'retried' });
    if (action.kind === 'send') void exchange(action.prompt);
    else void follow(action.threadId, action.runId, action.prompt);
  }, [exchange, follow, load, submitTicket]);

  const restart = useCallback(() => {
    generation.current += 1;
    clearSavedThreadId(storage);
    dispatch({ type: 'restarted' });
  }, [storage]);

  // Janus's threads open with the greeting; until one has arrived, the fetched greeting stands in.
  const greetingMessage: ChatMessage[] =
    greeting.data && state.reply === null
      ? [
          {
            id: 'greeting',
            role: 'assistant',
            text: parseAssistantReply(threadMessageText(greeting.data)).message,
          },
        ]
      : [];
  const notice: ChatNotice | undefined = state.failure
    ? { message: state.failure.message, onRetry: state.failure.retry ? retry : undefined }
    : undefined;

  return {
    open,
    /** What ChatPanel or ChatConversation render. */
    conversation: {
      messages: [...greetingMessage, ...state.messages],
      pending: state.pending,
      closed: state.closed,
      ticket: state.ticket ?? undefined,
      notice,
      screenshotRequested: isScreenshotRequested(state),
      images: state.images,
      onImagesAdded: (images: DroppedImage[]) => dispatch({ type: 'imagesAdded', images }),
      onRemoveImage: (id: string) => dispatch({ type: 'imageRemoved', id }),
      onAttachImages: () => send(imagesUploadedMessage),
      onSend: send,
      onRestart: restart,
    },
  };
}
