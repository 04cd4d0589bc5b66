import { imagesUploadedMessage } from '@sparked/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  callsTo,
  failure,
  type MockReply,
  mockApiClient,
} from '../../story-support/mock-api-client';
import { janusBackend, memoryStorage, quickPoll } from './story-fixtures';
import { useHelpDeskChat } from './use-help-desk-chat';

afterEach(cleanup);

const intentKey = /^[0-9a-f-]{36}\.1$/;
const keyOf = (options: { headers?: Record<string, string> } | undefined) =>
  options?.headers?.['idempotency-key'];

/** The Janus chat over the scripted backend; `ticket` answers each ticket in turn. */
function setup(ticket: MockReply[] = []) {
  const backend = janusBackend();
  const client = mockApiClient({
    ...backend.handlers,
    ...(ticket.length ? { createTicket: () => ticket.shift() ?? 'pending' } : {}),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useHelpDeskChat({
        client,
        email: 'ada@sparked.test',
        context: { pagePath: '/store' },
        storage: memoryStorage(),
        poll: quickPoll,
      }),
    { wrapper },
  );
  return { client, result };
}

describe('useHelpDeskChat', () => {
  it('sends a message pressed twice while it goes once, with an Idempotency-Key', async () => {
    const { client, result } = setup();
    act(() => {
      result.current.conversation.onSend('My quiz will not submit');
      result.current.conversation.onSend('My quiz will not submit');
    });
    await waitFor(() => expect(result.current.conversation.screenshotRequested).toBe(true));
    const pushes = callsTo(client, 'helpDeskPushThread');
    expect(pushes).toHaveLength(1);
    expect(keyOf(pushes[0])).toMatch(intentKey);
  });

  it('files the ticket with a key, and its Retry after a failed answer repeats that key', async () => {
    const { client, result } = setup([
      failure(503, 'unavailable', 'The help desk is busy.'),
      {
        status: 201,
        body: { data: { key: 'HELP-7', status: 'open', rewards: [] } },
      },
    ]);
    act(() => result.current.conversation.onSend(imagesUploadedMessage));
    await waitFor(() => expect(result.current.conversation.notice?.onRetry).toBeDefined());
    act(() => result.current.conversation.notice?.onRetry?.());
    await waitFor(() =>
      expect(result.current.conversation.ticket).toMatchObject({ key: 'HELP-7' }),
    );
    const [first, retry] = callsTo(client, 'createTicket').map(keyOf);
    expect(first).toMatch(intentKey);
    expect(retry).toBe(first);
  });
});
