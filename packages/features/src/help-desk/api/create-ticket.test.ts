import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '../../api-client';
import { createTicket } from './create-ticket';

const clientAnswering = (
  answer: (url?: unknown, init?: RequestInit) => Promise<Response>,
  refresh = async () => false,
) =>
  createApiClient({
    fetch: answer,
    getAccessToken: () => 'token',
    refresh,
    onAuthFailure: () => {},
  });

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createTicket', () => {
  it('resolves the ticket key, sending the idempotency key that names this ticket', async () => {
    let sentKey: string | null = null;
    const client = clientAnswering(async (_url?: unknown, init?: RequestInit) => {
      sentKey = new Headers(init?.headers).get('idempotency-key');
      return json({ data: { key: 'HELP-3', status: 'open', rewards: [] } }, 201);
    });
    expect(await createTicket(client, new FormData(), 'ticket-key')).toMatchObject({
      key: 'HELP-3',
    });
    expect(sentKey).toBe('ticket-key');
  });

  it("rejects with 'Error: ' and the server's error when the service refuses", async () => {
    const client = clientAnswering(async () =>
      json({ statusCode: 400, code: 'bad_request', error: 'files must be images.' }, 400),
    );
    const refused = createTicket(client, new FormData(), 'ticket-key');
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      message: 'Error: files must be images.',
      status: 400,
      code: 'bad_request',
    });
  });

  it("rejects with 'Failed to submit issue: ' and the cause when the request fails", async () => {
    const client = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(createTicket(client, new FormData(), 'ticket-key')).rejects.toThrow(
      'Failed to submit issue: An unexpected error occurred while processing the request.',
    );
  });

  it("rejects with 'Failed to submit issue: ' and the retry text when the repeat fails", async () => {
    const client = clientAnswering(
      async () => json({ statusCode: 401, code: 'unauthorized', error: 'Sign in again.' }, 401),
      async () => true,
    );
    await expect(createTicket(client, new FormData(), 'ticket-key')).rejects.toThrow(
      'Failed to submit issue: Request failed after token refresh attempt',
    );
  });
});
