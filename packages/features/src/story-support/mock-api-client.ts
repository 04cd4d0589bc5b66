import type { EndpointName } from '@sparked/contracts';
import { fn, type Mock } from 'storybook/test';
import type { ApiClient, RequestOptions, RequestTarget } from '../api-client';

/** What a mocked call answers: an HTTP status and JSON body, or a request that never settles. */
export type MockReply = { status: number; body: unknown } | 'pending';
type Handler = MockReply | ((options: RequestOptions) => MockReply | Promise<MockReply>);

export const ok = (data: unknown): MockReply => ({ status: 200, body: { data } });

/** The one error shape of every API (apiErrorSchema). */
export const failure = (status: number, code: string, error: string): MockReply => ({
  status,
  body: { statusCode: status, code, error },
});

/**
 * An ApiClient for stories: each named call answers from `handlers` the way the real client shapes
 * results (success flag and status on OK, the error body and status otherwise). `request` is a
 * spy, so a play function can check what was sent.
 */
export function mockApiClient(handlers: Partial<Record<EndpointName, Handler>>): ApiClient {
  const request = fn(async (target: RequestTarget, options: RequestOptions = {}) => {
    if (typeof target !== 'string') throw new Error(`No mock for ${target.api} ${target.path}.`);
    const handler = handlers[target];
    if (!handler) throw new Error(`No mock for the ${target} call.`);
    const reply = typeof handler === 'function' ? await handler(options) : handler;
    if (reply === 'pending') return new Promise<never>(() => {});
    const body = reply.body as object;
    return reply.status < 400
      ? { ...body, success: true, status: reply.status }
      : { ...body, status: reply.status };
  }).mockName('request');
  return { request: request as unknown as ApiClient['request'] };
}

/** The options of every `name` call a mocked client received, oldest first. */
export function callsTo(client: ApiClient, name: EndpointName): RequestOptions[] {
  const { calls } = (
    client.request as unknown as Mock<(target: RequestTarget, options?: RequestOptions) => unknown>
  ).mock;
  return calls.filter(([target]) => target === name).map(([, options]) => options ?? {});
}
