import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../model/api-error';
import type { ApiClient, RequestOptions } from './create-api-client';
import { useIntentMutation } from './use-intent-mutation';

afterEach(cleanup);

const created = { id: '00000000-0000-4000-8000-0000000000a1' };

/** What a call's failed result becomes: a refusal keeps its status, a lost answer has none. */
const failure = (result: { status?: number }) =>
  new ApiError({
    status: result.status ?? 0,
    code: result.status ? 'conflict' : 'network_error',
    message: 'failed',
  });

/**
 * A create-module mutation over a fake transport: `answers` are what the server does with each
 * request in turn; every request's Idempotency-Key is recorded.
 */
function setup(answers: Array<'ok' | 'lost' | 'refused'>) {
  const keys: string[] = [];
  const waiting: Array<() => void> = [];
  const request = vi.fn(async (_name: string, options?: RequestOptions) => {
    keys.push(options?.headers?.['idempotency-key'] ?? 'none');
    await new Promise<void>((resolve) => waiting.push(resolve));
    const answer = answers.shift();
    if (answer === 'lost') return { success: false, error: 'offline' };
    if (answer === 'refused') return { status: 409, error: 'Taken.', code: 'conflict' };
    return { success: true, status: 201, data: created };
  });
  const client = { request } as unknown as ApiClient;
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useIntentMutation(client, {
        mutationFn: async (title: string, client) => {
          const result = await client.request<{ data: typeof created }>('createModule', {
            body: { title },
          });
          if (!result.success) throw failure(result);
          return result.data;
        },
      }),
    { wrapper },
  );
  /** The server answers the oldest request waiting. */
  const answer = async () => {
    await vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    waiting.shift()?.();
  };
  return { result, request, keys, answer };
}

describe('useIntentMutation', () => {
  it('sends an intent repeated while it runs once, before any re-render', async () => {
    const { result, request, keys, answer } = setup(['ok']);
    const first = result.current.mutateAsync('Volcanoes');
    const second = result.current.mutateAsync('Volcanoes');
    await act(answer);
    await expect(first).resolves.toEqual(created);
    await expect(second).resolves.toEqual(created);
    expect(request).toHaveBeenCalledTimes(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}\.1$/);
  });

  it('keeps the key after a lost answer, so the retry cannot create twice', async () => {
    const { result, keys, answer } = setup(['lost', 'ok']);
    const first = result.current.mutateAsync('Volcanoes').catch((error: unknown) => error);
    await act(answer);
    expect(await first).toMatchObject({ code: 'network_error' });
    const retry = result.current.mutateAsync('Volcanoes');
    await act(answer);
    await expect(retry).resolves.toEqual(created);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('takes a new key after an answer: a success or a refusal ends the intent', async () => {
    const { result, keys, answer } = setup(['refused', 'ok', 'ok']);
    for (let sending = 0; sending < 3; sending += 1) {
      const done = result.current.mutateAsync('Volcanoes').catch((error: unknown) => error);
      await act(answer);
      await done;
    }
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
  });

  it('sends different variables as different intents', async () => {
    const { result, request, keys, answer } = setup(['ok', 'ok']);
    const volcanoes = result.current.mutateAsync('Volcanoes');
    const glaciers = result.current.mutateAsync('Glaciers');
    await act(answer);
    await act(answer);
    expect(request).toHaveBeenCalledTimes(2);
    await Promise.all([volcanoes, glaciers]);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
