import { t } from '@lingui/core/macro';
import type { AssistantSummary, WalletName } from '@sparked/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useReducer, useRef } from 'react';
import { type ApiClient, ApiError, useIntentMutation } from '../../api-client';
import { shortfallAdvice, walletKeys } from '../../wallet';
import { fetchRun, fetchThread, sendPrompt } from '../api/assistant-calls';
import {
  assistantChatReducer,
  type ChatRetry,
  newChat,
  shownMessages,
} from '../model/assistant-chat';
import { type PollOptions, pollRun } from '../model/run-polling';

export type AssistantChatOptions = {
  client: ApiClient;
  assistant: AssistantSummary;
  /** Run polling; the spec's 1500 ms × 45 by default. */
  poll?: PollOptions;
  /** A link to the store, shown when a message costs more than the user has and it sells more. */
  renderStoreLink?: (wallet: WalletName) => ReactNode;
};

/**
 * A conversation with a standard assistant (spec §4: prompt → run → poll every 1500 ms → thread).
 * Every wait ends in a reply or in a notice with Retry, and nothing typed is lost: after the
 * polling cap the run is still going on the server, so Retry keeps waiting for the same run.
 */
export function useAssistantChat({
  client,
  assistant,
  poll,
  renderStoreLink,
}: AssistantChatOptions) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(assistantChatReducer, newChat);
  const threadId = useRef(state.threadId);
  threadId.current = state.threadId;
  // Bumped on unmount (a new conversation is a new chat): late answers are dropped.
  const generation = useRef(0);
  useEffect(
    () => () => {
      generation.current += 1;
    },
    [],
  );
  const { name } = assistant;
  // One message is one intent: a Retry after a lost answer sends it with the same key, so the
  // assistant runs (and charges for) it once.
  const prompting = useIntentMutation(client, {
    mutationFn: ({ prompt, thread }: { prompt: string; thread: string | null }, keyed) =>
      sendPrompt(keyed, assistant, prompt, thread),
  });
  const sendOnce = useRef(prompting.mutateAsync);
  sendOnce.current = prompting.mutateAsync;

  const follow = useCallback(
    async (thread: string, runId: string, prompt: string) => {
      const started = generation.current;
      const current = () => started === generation.current;
      const keepWaiting: ChatRetry = { kind: 'poll', threadId: thread, runId, prompt };
      try {
        const outcome = await pollRun(() => fetchRun(client, assistant.kind, thread, runId), poll);
        if (!current()) return;
        if (outcome.status === 'timed_out')
          return dispatch({
            type: 'failed',
            message: `${name} is taking longer than usual. Your message is kept: press Retry to keep waiting.`,
            retry: keepWaiting,
          });
        if (outcome.status === 'failed')
          return dispatch({
            type: 'failed',
            message:
              outcome.error ?? `${name} could not answer. Press Retry to send your message again.`,
            retry: { kind: 'send', prompt },
          });
        const newestFirst = await fetchThread(client, assistant.kind, thread);
        if (current()) dispatch({ type: 'received', threadId: thread, newestFirst });
      } catch (error) {
        if (current())
          dispatch({
            type: 'failed',
            message: t`The answer could not be read: ${(error as Error).message} Press Retry to keep waiting.`,
            retry: keepWaiting,
          });
      }
    },
    [client, assistant.kind, name, poll],
  );

  const send = useCallback(
    async (prompt: string) => {
      const started = generation.current;
      dispatch({ type: 'sending', prompt });
      try {
        const run = await sendOnce.current({ prompt, thread: threadId.current });
        if (started !== generation.current) return;
        dispatch({ type: 'started', threadId: run.threadId });
        // A price is taken when the run starts: the wallet bar shows it at once.
        if (assistant.cost > 0) void queryClient.invalidateQueries({ queryKey: walletKeys.all });
        await follow(run.threadId, run.runId, prompt);
      } catch (error) {
        if (started !== generation.current) return;
        // Sending again cannot pay a price the wallet lacks: say when it will and where to get more.
        if (error instanceof ApiError && error.shortfall)
          return dispatch({
            type: 'failed',
            message: `${error.message} ${shortfallAdvice(error.shortfall)}`,
            shortfall: error.shortfall,
          });
        dispatch({
          type: 'failed',
          message: t`Your message was not sent: ${(error as Error).message} Press Retry to send it again.`,
          retry: { kind: 'send', prompt },
        });
      }
    },
    [assistant, follow, queryClient],
  );

  const retry = state.failure?.retry;
  const shortfall = state.failure?.shortfall;
  return {
    conversation: {
      title: name,
      messages: [
        { id: 'greeting', role: 'assistant' as const, text: assistant.description },
        ...shownMessages(state),
      ],
      pending: state.pending,
      notice: state.failure
        ? {
            message: state.failure.message,
            onRetry: retry
              ? () => {
                  if (retry.kind === 'send') return void send(retry.prompt);
                  dispatch({ type: 'sending', prompt: retry.prompt });
                  void follow(retry.threadId, retry.runId, retry.prompt);
                }
              : undefined,
            action: shortfall?.inStore ? renderStoreLink?.(shortfall.wallet) : undefined,
          }
        : undefined,
      onSend: (text: string) => void send(text),
    },
  };
}
