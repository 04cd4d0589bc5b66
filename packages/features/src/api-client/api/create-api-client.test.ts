import { i18n } from '@sparked/i18n';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../model/api-error';
import { retryFailedMessage, unexpectedErrorMessage } from '../model/api-result';
import { type ApiClientOptions, createApiClient } from './create-api-client';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const unauthorized = () =>
  json({ statusCode: 401, code: 'unauthorized', error: 'Sign in again.' }, 401);

/** A client over a fake fetch whose refresh swaps the access token 'old' for 'new'. */
function setup(handler: Handler, overrides: Partial<ApiClientOptions> = {}) {
  let accessToken: string | null = 'old';
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(String(input), init ?? {}),
  );
  const refresh = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    accessToken = 'new';
    return true;
  });
  const onAuthFailure = vi.fn();
  const client = createApiClient({
    fetch,
    getAccessToken: () => accessToken,
    refresh,
    onAuthFailure,
    ...overrides,
  });
  return { client, fetch, refresh, onAuthFailure };
}

const headersOf = (init: RequestInit | undefined) => init?.headers as Record<string, string>;
/** Answers 401 to the stale token and 200 to the renewed one. */
const acceptsNewToken: Handler = (_url, init) =>
  headersOf(init).Authorization === 'Bearer new' ? json({ data: { ok: true } }) : unauthorized();

describe('createApiClient: request shape', () => {
  it('sends JSON content type, credentials and the bearer token to the endpoint URL', async () => {
    const { client, fetch } = setup(() => json({ data: {} }));
    await client.request('currentModuleAuthor', { params: { moduleId: 'm 1' } });

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/sparked-api/module-authors/m%201/author');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
    expect(headersOf(init)).toEqual({
      'Accept-Language': 'en',
      'Content-Type': 'application/json',
      Authorization: 'Bearer old',
    });
  });

  it('serialises the body as JSON and uses an overridden base URL', async () => {
    const { client, fetch } = setup(() => json({ data: {} }), {
      baseUrls: { sso: 'https://sso.example.test/' },
    });
    await client.request('login', { body: { email: 'a@b.test', password: 'secret' } });

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://sso.example.test/auth/login');
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"email":"a@b.test","password":"secret"}',
    });
  });

  it('sends a form as multipart, leaving its Content-Type to the browser, on the repeat too', async () => {
    const { client, fetch } = setup(acceptsNewToken);
    const form = new FormData();
    form.append('title', 'Quiz will not submit');
    form.append('files', new File(['png'], 'shot.png', { type: 'image/png' }));
    await client.request('createTicket', { form });

    expect(fetch).toHaveBeenCalledTimes(2);
    for (const [, init] of fetch.mock.calls) {
      expect(init?.body).toBe(form);
      expect(headersOf(init)).toEqual({
        'Accept-Language': 'en',
        Authorization: expect.stringMatching(/^Bearer /),
      });
    }
  });

  it('builds the URL of a table entry with its query', async () => {
    const { client, fetch } = setup(() => json({ data: [] }));
    await client.request('avatars', { query: { 'ids[]': ['a', 'b'] } });

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/tools-api/token-store/avatars?ids%5B%5D=a&ids%5B%5D=b');
    expect(init?.method).toBe('GET');
    expect(headersOf(init).Authorization).toBe('Bearer old');
  });

  it('sends no Authorization header on token-less endpoints, or without a token', async () => {
    const { client, fetch } = setup(() => json({ data: {} }));
    await client.request('themes');
    const tokenless = setup(() => json({ data: {} }), { getAccessToken: () => null });
    await tokenless.client.request('me');

    for (const [, init] of [...fetch.mock.calls, ...tokenless.fetch.mock.calls]) {
      expect(headersOf(init)).toEqual({
        'Accept-Language': 'en',
        'Content-Type': 'application/json',
      });
    }
  });

  it('sends extra headers, on the repeat after a refresh too, without overriding its own', async () => {
    const { client, fetch } = setup(acceptsNewToken);
    await client.request('me', {
      headers: {
        'Idempotency-Key': 'purchase-1',
        authorization: 'Bearer forged',
        'content-type': 'text/plain',
        'accept-language': 'de',
      },
    });

    expect(fetch).toHaveBeenCalledTimes(2);
    for (const [, init] of fetch.mock.calls) {
      expect(headersOf(init)).toEqual({
        'Idempotency-Key': 'purchase-1',
        'Accept-Language': 'en',
        'Content-Type': 'application/json',
        Authorization: expect.stringMatching(/^Bearer (old|new)$/),
      });
    }
    expect(headersOf(fetch.mock.calls[1]?.[1]).Authorization).toBe('Bearer new');
  });
});

describe('createApiClient: results', () => {
  it('spreads an OK body with success true and the status', async () => {
    const { client } = setup(() => json({ data: { id: 'u1' } }, 201));
    expect(await client.request('me')).toEqual({ success: true, status: 201, data: { id: 'u1' } });
  });

  it('treats an empty OK body as a result without data', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    expect(await client.request('logout')).toEqual({ success: true, status: 204 });
  });

  it('returns the raw blob in blob mode, without the JSON content type', async () => {
    const { client, fetch } = setup(() => new Response('%PDF-1.7', { status: 200 }));
    const result = await client.request('ticketAttachment', {
      params: { attachmentId: 'a1' },
      responseType: 'blob',
    });

    expect(result).toBeInstanceOf(Blob);
    expect(await (result as Blob).text()).toBe('%PDF-1.7');
    expect(headersOf(fetch.mock.calls[0]?.[1])).toEqual({
      'Accept-Language': 'en',
      Authorization: 'Bearer old',
    });
  });

  it('tells the bytes of a file as they arrive, and still answers the whole file', async () => {
    const parts = ['PK', 'zip-', 'bytes'];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    });
    const { client } = setup(
      () => new Response(body, { status: 200, headers: { 'content-type': 'application/zip' } }),
    );
    const seen: number[] = [];
    const result = await client.request('ticketAttachment', {
      params: { attachmentId: 'a1' },
      responseType: 'blob',
      onProgress: (bytes) => seen.push(bytes),
    });

    expect(seen).toEqual([2, 6, 11]);
    expect(result).toBeInstanceOf(Blob);
    expect((result as Blob).type).toBe('application/zip');
    expect(await (result as Blob).text()).toBe('PKzip-bytes');
  });

  it('passes a non-OK body through with its status and no success flag', async () => {
    const body = { statusCode: 404, code: 'not_found', error: 'No such module.' };
    const { client } = setup(() => json(body, 404));
    const result = await client.request('me');

    expect(result).toEqual({ ...body, status: 404 });
    expect('success' in result).toBe(false);
  });

  it('reports a network failure or an unreadable body with the catalogue text', async () => {
    const offline = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const garbled = setup(() => new Response('<html>', { status: 502 }));
    const expected = { success: false, error: unexpectedErrorMessage };

    expect(await offline.client.request('me')).toEqual(expected);
    expect(await garbled.client.request('me')).toEqual(expected);
    expect(unexpectedErrorMessage).toBe(
      'An unexpected error occurred while processing the request.',
    );
  });
});

describe('createApiClient: refresh and retry', () => {
  it('refreshes once for ten parallel 401s and repeats each request with the new token', async () => {
    const { client, fetch, refresh } = setup(acceptsNewToken);
    const results = await Promise.all(Array.from({ length: 10 }, () => client.request('me')));

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(results).toEqual(
      Array.from({ length: 10 }, () => ({ success: true, status: 200, data: { ok: true } })),
    );
    expect(fetch).toHaveBeenCalledTimes(20);
  });

  it('refreshes on 403 as well', async () => {
    const { client, refresh } = setup((_url, init) =>
      headersOf(init).Authorization === 'Bearer new'
        ? json({ data: {} })
        : json({ statusCode: 403, code: 'forbidden', error: 'Expired.' }, 403),
    );
    expect(await client.request('me')).toMatchObject({ success: true });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('reuses a token another request already renewed instead of refreshing again', async () => {
    // The request left with the stale token; by the time its 401 arrived the token was renewed.
    const { client, refresh } = setup(acceptsNewToken, {
      getAccessToken: vi.fn().mockReturnValueOnce('old').mockReturnValue('new'),
    });

    expect(await client.request('me')).toMatchObject({ success: true });
    expect(refresh).not.toHaveBeenCalled();
  });

  it("repeats only once: a second failure throws the catalogue text with the repeat's code", async () => {
    const { client, fetch, refresh } = setup(unauthorized);

    const error = await client.request('me').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Request failed after token refresh attempt',
      status: 401,
      code: 'unauthorized',
    });
    expect(retryFailedMessage).toBe('Request failed after token refresh attempt');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('calls onAuthFailure once and returns the 401 result when the refresh fails', async () => {
    const { client, fetch, onAuthFailure } = setup(unauthorized, {
      refresh: vi.fn().mockResolvedValue(false),
    });
    const results = await Promise.all([client.request('me'), client.request('me')]);

    expect(results).toEqual([
      { statusCode: 401, code: 'unauthorized', error: 'Sign in again.', status: 401 },
      { statusCode: 401, code: 'unauthorized', error: 'Sign in again.', status: 401 },
    ]);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('treats a refresh that throws as a failed refresh', async () => {
    const { client, onAuthFailure } = setup(unauthorized, {
      refresh: vi.fn().mockRejectedValue(new Error('offline')),
    });
    expect(await client.request('me')).toMatchObject({ status: 401 });
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('never refreshes for endpoints without retry', async () => {
    const { client, refresh, onAuthFailure } = setup(unauthorized);
    for (const name of [
      'login',
      'registerStudent',
      'refreshTokens',
      'cookie',
      'logout',
      'themes',
    ] as const) {
      expect(await client.request(name)).toMatchObject({ status: 401 });
    }

    expect(refresh).not.toHaveBeenCalled();
    expect(onAuthFailure).not.toHaveBeenCalled();
  });
});

it('asks for answers in the language the page shows', async () => {
  const { client, fetch } = setup(() => json({ data: {} }));
  i18n.loadAndActivate({ locale: 'fil', messages: {} });
  try {
    await client.request('forgotPassword', { body: { email: 'a@b.test' } });
  } finally {
    i18n.activate('en');
  }
  expect(headersOf(fetch.mock.calls[0]?.[1])['Accept-Language']).toBe('fil');
});
