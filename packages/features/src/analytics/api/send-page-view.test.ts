import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api-client';
import { sendPageView } from './send-page-view';

const clientAnswering = (answer: typeof fetch) =>
  createApiClient({
    fetch: answer,
    getAccessToken: () => null,
    refresh: async () => false,
    onAuthFailure: () => {},
  });

describe('sendPageView', () => {
  it('resolves true once recorded and sends a title of at most 200 characters', async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ data: { id: 'e1' } }), { status: 202 }),
    );
    const client = clientAnswering(fetch);

    expect(await sendPageView(client, { path: '/store', title: 'x'.repeat(250) })).toBe(true);
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));
    expect(body).toEqual({ name: 'page_view', path: '/store', title: 'x'.repeat(200) });
  });

  it('resolves false, without throwing, when the view is refused or the network fails', async () => {
    const refused = clientAnswering(
      async () =>
        new Response(
          JSON.stringify({ statusCode: 429, code: 'rate_limited', error: 'Slow down.' }),
          { status: 429 },
        ),
    );
    const offline = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));

    expect(await sendPageView(refused, { path: '/', title: 'Home' })).toBe(false);
    expect(await sendPageView(offline, { path: '/', title: 'Home' })).toBe(false);
  });
});
