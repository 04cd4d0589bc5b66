import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../api-client';
import { createTicket } from './create-ticket';

const clientAnswering = (answer: () => Promise<Response>) =>
  createApiClient({
    fetch: answer,
    getAccessToken: () => 'token',
    refresh: async () => false,
    onAuthFailure: () => {},
  });

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createTicket', () => {
  it('resolves the ticket key', async () => {
    const client = clientAnswering(async () =>
      json({ data: { key: 'HELP-3', status: 'open', rewards: [] } }, 201),
    );
    expect(await createTicket(client, new FormData())).toMatchObject({ key: 'HELP-3' });
  });

  it("rejects with 'Error: ' and the server's error when the service refuses", async () => {
    const client = clientAnswering(async () =>
      json({ statusCode: 400, code: 'bad_request', error: 'files must be images.' }, 400),
    );
    await expect(createTicket(client, new FormData())).rejects.toThrow(
      'Error: files must be images.',
    );
  });

  it("rejects with 'Failed to submit issue: ' and the cause when the request fails", async () => {
    const client = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(createTicket(client, new FormData())).rejects.toThrow(
      'Failed to submit issue: An unexpected error occurred while processing the request.',
    );
  });
});
