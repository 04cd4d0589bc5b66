import { type EndpointRoute, endpointRoutes, idempotencyKeyHeader } from '@sparked/contracts';
import type { ApiClient, RequestOptions, RequestTarget } from './create-api-client';

const routeOf = (target: RequestTarget): EndpointRoute =>
  typeof target === 'string' ? endpointRoutes[target] : target;

/**
 * The client as one user intent sends it (one press of Create, Grant, Buy, Join or Submit): each
 * idempotent call carries an Idempotency-Key made of the intent's key and the call's place in the
 * intent, so sending the same intent again (after an answer was lost) repeats the same keys and
 * the server does each thing once (decision 0003). A key the caller set itself is kept.
 */
export function intentClient(client: ApiClient, intentKey: string): ApiClient {
  let calls = 0;
  const keyed = (target: RequestTarget, options: RequestOptions): RequestOptions => {
    if (!routeOf(target).idempotent || options.headers?.[idempotencyKeyHeader]) return options;
    calls += 1;
    return {
      ...options,
      headers: { ...options.headers, [idempotencyKeyHeader]: `${intentKey}.${calls}` },
    };
  };
  const request = (target: RequestTarget, options: RequestOptions = {}) =>
    client.request(target, keyed(target, options) as RequestOptions & { responseType: 'blob' });
  return { request: request as ApiClient['request'] };
}
