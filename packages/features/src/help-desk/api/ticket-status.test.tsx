import type { Ticket } from '@sparked/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api-client';
import { ticketDetail } from '../components/ticket-fixtures';
import { ticketKeys } from './help-desk-keys';
import { useSetTicketStatus } from './ticket-status';

afterEach(cleanup);

function setup(answer: () => object) {
  const request = vi.fn(async () => answer());
  const client = { request } as unknown as ApiClient;
  const queryClient = new QueryClient();
  const detail = ticketDetail('open');
  queryClient.setQueryData(ticketKeys.detail(detail.key), detail);
  queryClient.setQueryData(ticketKeys.list({ status: 'open' }), { tickets: [], total: 0 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useSetTicketStatus(client), { wrapper });
  return { result, queryClient, detail };
}

describe('useSetTicketStatus', () => {
  it('writes the answered status into the cached ticket and re-reads only the lists', async () => {
    const { result, queryClient, detail } = setup(() => {
      const {
        description: _d,
        attachments: _a,
        conversation: _c,
        forwarding: _f,
        ...summary
      } = ticketDetail('resolved');
      return { success: true, status: 200, data: summary };
    });
    await act(() => result.current.mutateAsync({ key: detail.key, status: 'resolved' }));

    const cached = queryClient.getQueryData<Ticket>(ticketKeys.detail(detail.key));
    expect(cached?.status).toBe('resolved');
    expect(cached?.conversation).toEqual(detail.conversation);
    expect(queryClient.getQueryState(ticketKeys.detail(detail.key))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(ticketKeys.list({ status: 'open' }))?.isInvalidated).toBe(
      true,
    );
  });

  it('reads the ticket again when the change is refused', async () => {
    const { result, queryClient, detail } = setup(() => ({
      status: 403,
      statusCode: 403,
      code: 'forbidden',
      error: 'Only staff may change a ticket.',
    }));
    await act(() =>
      result.current.mutateAsync({ key: detail.key, status: 'closed' }).catch(() => undefined),
    );

    // React Query hands the failed state to the hook on its next tick.
    await waitFor(() =>
      expect(result.current.error?.message).toBe('Only staff may change a ticket.'),
    );
    expect(queryClient.getQueryState(ticketKeys.detail(detail.key))?.isInvalidated).toBe(true);
  });
});
