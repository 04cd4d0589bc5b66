import {
  type Endpoint,
  type EndpointName,
  type EndpointRequest,
  type EndpointResponse,
  type EndpointRoute,
  type Endpoints,
  endpointRoutes,
  // Read only in development and tests: a production build drops it with the branch that reads it.
  endpoints,
  idempotencyKeyHeader,
} from '@sparked/contracts';
import { ApiError, errorFromBody, networkError } from '../model/api-error';
import { type ApiFailure, type ApiSuccess, unexpectedErrorMessage } from '../model/api-result';
import type { ApiClient, RequestOptions } from './create-api-client';

type Entry<N extends EndpointName> = Endpoints[N];

/**
 * What a call of table entry `N` sends, typed from its schemas: `params`, `query` and a JSON
 * `body`, or a `form` for a multipart entry; an `idempotencyKey` where the entry honours one.
 */
export type CallInput<N extends EndpointName> = (Entry<N> extends { bodyType: 'multipart' }
  ? Omit<EndpointRequest<Entry<N>>, 'body'> & { form: FormData }
  : EndpointRequest<Entry<N>>) &
  (Entry<N> extends { idempotent: true } ? { idempotencyKey?: string } : unknown) &
  (Entry<N> extends { produces: string }
    ? { onProgress?: (receivedBytes: number) => void }
    : unknown);

/** What a call resolves to: the body as its response schema reads it, or the file it answers. */
export type CallResult<N extends EndpointName> =
  Entry<N> extends { produces: string } ? Blob : EndpointResponse<Entry<N>>;

/** The input may be left out when nothing in it is required. */
type InputArgs<N extends EndpointName> =
  Record<string, never> extends CallInput<N> ? [input?: CallInput<N>] : [input: CallInput<N>];

type JsonOptions = Omit<RequestOptions, 'responseType'>;
type AnyInput = Omit<JsonOptions, 'headers'> & { idempotencyKey?: string };

function toRequestOptions({ idempotencyKey, ...options }: AnyInput): JsonOptions {
  return idempotencyKey
    ? { ...options, headers: { [idempotencyKeyHeader]: idempotencyKey } }
    : options;
}

/** A failed result of the transport as the one error the typed calls throw. */
const failureError = (failure: ApiFailure): ApiError =>
  failure.status === undefined ? networkError() : errorFromBody(failure.status, failure);

/**
 * The body of an OK answer. Wherever the server checks its answers against their schemas (tests
 * and development, decision 0006), it also refuses one that reading would change, so the served
 * app takes answers as they come and no schema (nor zod) is sent to the browser for them.
 */
function bodyOf(name: EndpointName, result: ApiSuccess<unknown>): unknown {
  const route: EndpointRoute = endpointRoutes[name];
  if (route.status === 204) return undefined;
  if (import.meta.env.DEV) return checkedBody(name, result);
  const { success: _success, status: _status, ...body } = result;
  return body;
}

/**
 * In development and tests the client checks too, to fail beside the call: an OK body that does
 * not match its contract is as unusable as an unreadable one.
 */
function checkedBody(name: EndpointName, result: ApiSuccess<unknown>): unknown {
  const entry: Endpoint = endpoints[name];
  const response = entry.response;
  const parsed = response?.safeParse(result);
  if (!parsed || parsed.success) return parsed?.data;
  throw new ApiError({
    status: result.status,
    code: 'invalid_response',
    message: unexpectedErrorMessage,
    issues: parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    })),
  });
}

/**
 * Calls the endpoint table entry `name` (decision 0006) through the client's transport, so the
 * spec §7 refresh and single retry apply. Resolves the answer validated against the entry's
 * response schema; rejects with an ApiError for a refusal (the server's status, code, sentence and
 * issues), a network failure, an answer off contract, or a failed repeat after a token refresh.
 */
export async function callEndpoint<N extends EndpointName>(
  client: ApiClient,
  name: N,
  ...[input]: InputArgs<N>
): Promise<CallResult<N>> {
  const options = toRequestOptions((input ?? {}) as AnyInput);
  const route: EndpointRoute = endpointRoutes[name];
  if (route.produces) {
    const file = await client.request(name, { ...options, responseType: 'blob' });
    if (file instanceof Blob) return file as CallResult<N>;
    throw failureError(file);
  }
  const result = await client.request(name, options);
  if (!result.success) throw failureError(result);
  return bodyOf(name, result) as CallResult<N>;
}
