import type { AssistantSummary, Run, StoredThreadMessage } from '@sparked/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  callsTo,
  failure,
  type MockReply,
  mockApiClient,
  ok,
} from '../../story-support/mock-api-client';
import { useAssistantChat } from './use-assistant-chat';

afterEach(cleanup);

const threadId = '00000000-0000-4000-8000-0000000000aa';
const runId = '00000000-0000-4000-8000-0000000000bb';
const coach: AssistantSummary = {
  id: '00000000-0000-4000-8000-0000000000cc',
  kind: 'standard',
  slug: 'writing-coach',
  name: 'Writing coach',
  description: 'I help you plan and polish your writing.',
  cost: 2,
  currency: 'ENERGY',
};
const run: Run = {
  id: runId,
  threadId,
  status: 'completed',
  error: null,
  createdAt: '2026-03-07T14:30:00.000Z',
  startedAt: '2026-03-07T14:30:00.000Z',
  finishedAt: '2026-03-07T14:30:01.000Z',
};
const message = (role: 'user' | 'assistant', text: string): StoredThreadMessage => ({
  id: `${role}-message`,
  role,
  content: [{ type: 'text', text: { value: text } }],
  createdAt: '2026-03-07T14:30:00.000Z',
});
const intentKey = /^[0-9a-f-]{36}\.1$/;
const keyOf = (options: { headers?: Record<string, string> } | undefined) =>
  options?.headers?.['idempotency-key'];

/** A chat with the writing coach; `prompts` answers each prompt sent, in turn. */
function setup(prompts: MockReply[]) {
  const client = mockApiClient({
    assistantPromptBySlug: () => prompts.shift() ?? 'pending',
    assistantRun: ok({ run }),
    assistantThread: ok({
      threadId,
      messages: {
        body: {
          data: [message('assistant', 'Start with your main idea.'), message('user', 'Help')],
        },
      },
    }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => useAssistantChat({ client, assistant: coach, poll: { intervalMs: 1, maxPolls: 3 } }),
    { wrapper },
  );
  const answered = () =>
    waitFor(() =>
      expect(result.current.conversation.messages.at(-1)?.text).toBe('Start with your main idea.'),
    );
  return { client, result, answered };
}

const started = { status: 201, body: { data: { runId, threadId } } };

describe('useAssistantChat', () => {
  it('sends a prompt pressed twice while it goes once (one price), with an Idempotency-Key', async () => {
    const { client, result, answered } = setup([started]);
    act(() => {
      result.current.conversation.onSend('Help');
      result.current.conversation.onSend('Help');
    });
    await answered();
    const prompts = callsTo(client, 'assistantPromptBySlug');
    expect(prompts).toHaveLength(1);
    expect(keyOf(prompts[0])).toMatch(intentKey);
  });

  it('repeats the key on Retry after a failed answer, so the prompt runs once', async () => {
    const { client, result, answered } = setup([
      failure(503, 'unavailable', 'The assistant is busy.'),
      started,
    ]);
    act(() => result.current.conversation.onSend('Help'));
    await waitFor(() => expect(result.current.conversation.notice?.onRetry).toBeDefined());
    act(() => result.current.conversation.notice?.onRetry?.());
    await answered();
    const [first, retry] = callsTo(client, 'assistantPromptBySlug').map(keyOf);
    expect(first).toMatch(intentKey);
    expect(retry).toBe(first);
  });
});
