import type { WalletBalances } from '@sparked/contracts';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError } from '../model/api-error';
import { callEndpoint } from './call-endpoint';
import { createApiClient } from './create-api-client';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const walletsBody = {
  data: {
    wallets: { ACHIEVEMENT_POINTS: 120, ENERGY: 4, DIAMONDS: 3, EXPERIENCE: 0 },
    replenish: { ENERGY: 600 },
    caps: { ENERGY: 5 },
  },
};

/** A client over a fake server; its refresh always works, so a 401 is repeated once. */
function setup(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(String(input), init ?? {}),
  );
  const client = createApiClient({
    fetch,
    getAccessToken: () => 'token',
    refresh: async () => true,
    onAuthFailure: () => {},
  });
  return { client, fetch };
}

/** The ApiError a call rejects with (fails the test when it resolves or throws something else). */
async function rejection(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => {
      throw new Error('Expected the call to reject.');
    },
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('callEndpoint: success', () => {
  it('resolves the body as the response schema reads it, typed from the entry', async () => {
    const { client } = setup(() => json({ ...walletsBody, extra: 'dropped' }));
    const answer = await callEndpoint(client, 'wallets');

    expect(answer).toEqual(walletsBody);
    expectTypeOf(answer.data.wallets).toEqualTypeOf<WalletBalances>();
  });

  it("sends the entry's params, query, body and Idempotency-Key", async () => {
    const { client, fetch } = setup((url) =>
      url.includes('avatars')
        ? json({ data: [] })
        : json({
            data: { itemId: 'i1', quantity: 2, owned: 2, wallets: walletsBody.data.wallets },
          }),
    );
    await callEndpoint(client, 'purchaseItem', {
      params: { id: '00000000-0000-4000-8000-000000000001' },
      body: { category_id: '00000000-0000-4000-8000-00000000000a', quantity: 2 },
      idempotencyKey: 'attempt-1',
    });
    await callEndpoint(client, 'avatars', {
      query: { 'ids[]': ['00000000-0000-4000-8000-000000000002'] },
    });

    const [purchaseUrl, purchase] = fetch.mock.calls[0] ?? [];
    expect(purchaseUrl).toBe('/sparked-api/items/00000000-0000-4000-8000-000000000001/purchase');
    expect(purchase).toMatchObject({
      method: 'POST',
      body: '{"category_id":"00000000-0000-4000-8000-00000000000a","quantity":2}',
      headers: { 'idempotency-key': 'attempt-1', Authorization: 'Bearer token' },
    });
    expect(fetch.mock.calls[1]?.[0]).toBe(
      '/tools-api/token-store/avatars?ids%5B%5D=00000000-0000-4000-8000-000000000002',
    );
  });

  it('resolves nothing for an answer without a body, and the blob of a file', async () => {
    const { client } = setup((url) =>
      url.includes('attachments')
        ? new Response('png-bytes', { status: 200 })
        : new Response(null, { status: 204 }),
    );
    expect(await callEndpoint(client, 'logout', { body: {} })).toBeUndefined();

    const file = await callEndpoint(client, 'ticketAttachment', {
      params: { attachmentId: '6a616e75-7300-4000-8000-0000000000cc' },
    });
    expectTypeOf(file).toEqualTypeOf<Blob>();
    expect(await file.text()).toBe('png-bytes');
  });

  it('refuses inputs the entry does not describe, at compile time', () => {
    const { client } = setup(() => json(walletsBody));
    const never = () => {
      // @ts-expect-error purchaseItem needs its path parameter.
      void callEndpoint(client, 'purchaseItem', { body: { category_id: 'c' } });
      void callEndpoint(client, 'ticketStatus', {
        params: { key: 'HELP-1' },
        // @ts-expect-error ticketStatus takes a status the contract knows.
        body: { status: 'lost' },
      });
      // @ts-expect-error wallets honours no Idempotency-Key.
      void callEndpoint(client, 'wallets', { idempotencyKey: 'k' });
    };
    expect(never).toBeTypeOf('function');
  });
});

describe('callEndpoint: errors', () => {
  it("keeps the server's status, code and sentence", async () => {
    const { client } = setup(() =>
      json(
        {
          statusCode: 409,
          code: 'insufficient_balance',
          error: 'Spikes costs 10000 and you have 120.',
        },
        409,
      ),
    );
    const error = await rejection(callEndpoint(client, 'wallets'));

    expect(error).toMatchObject({
      name: 'ApiError',
      status: 409,
      code: 'insufficient_balance',
      message: 'Spikes costs 10000 and you have 120.',
      issues: [],
    });
    expect(error).not.toHaveProperty('statusCode');
  });

  it('keeps the field issues of a validation failure', async () => {
    const issues = [{ path: 'password', message: 'Password must be at least 10 characters.' }];
    const { client } = setup(() =>
      json(
        {
          statusCode: 400,
          code: 'validation_failed',
          error: 'Check the highlighted fields.',
          issues,
        },
        400,
      ),
    );
    const error = await rejection(
      callEndpoint(client, 'login', { body: { email: 'a@b.test', password: 'short' } }),
    );

    expect(error).toMatchObject({ status: 400, code: 'validation_failed', issues });
    expect(error.message).toBe('Check the highlighted fields.');
  });

  it('rejects an OK answer that breaks its contract, naming the field', async () => {
    const { client } = setup(() => json({ data: { wallets: { ENERGY: 'lots' } } }));
    const error = await rejection(callEndpoint(client, 'wallets'));

    expect(error).toMatchObject({
      status: 200,
      code: 'invalid_response',
      message: 'An unexpected error occurred while processing the request.',
    });
    expect(error.issues.map((issue) => issue.path)).toContain('data.wallets.ENERGY');
  });

  it('rejects a refusal whose body is not the error shape as off contract', async () => {
    const { client } = setup(() => json({ oops: true }, 500));
    expect(await rejection(callEndpoint(client, 'wallets'))).toMatchObject({
      status: 500,
      code: 'invalid_response',
      message: 'An unexpected error occurred while processing the request.',
    });
  });

  it('rejects a network failure or an unreadable answer with status 0 and the catalogue text', async () => {
    const offline = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const garbled = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const expected = {
      status: 0,
      code: 'network_error',
      message: 'An unexpected error occurred while processing the request.',
    };

    expect(await rejection(callEndpoint(offline.client, 'wallets'))).toMatchObject(expected);
    expect(await rejection(callEndpoint(garbled.client, 'wallets'))).toMatchObject(expected);
    expect(
      await rejection(
        callEndpoint(offline.client, 'ticketAttachment', {
          params: { attachmentId: '6a616e75-7300-4000-8000-0000000000cc' },
        }),
      ),
    ).toMatchObject(expected);
  });

  it('rejects with the retry text when the repeat after a refresh fails too', async () => {
    const { client, fetch } = setup(() =>
      json({ statusCode: 403, code: 'forbidden', error: 'Only admins may do this.' }, 403),
    );
    const error = await rejection(callEndpoint(client, 'rewardRules'));

    expect(error).toMatchObject({
      status: 403,
      code: 'forbidden',
      message: 'Request failed after token refresh attempt',
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('still throws the retry text when the failed repeat is unreadable', async () => {
    const { client } = setup(() => new Response('<html>', { status: 401 }));
    expect(await rejection(callEndpoint(client, 'me'))).toMatchObject({
      status: 401,
      code: 'invalid_response',
      message: 'Request failed after token refresh attempt',
    });
  });
});
