import {
  type ApiName,
  apiPrefixes,
  type EndpointName,
  type EndpointRoute,
  endpointPath,
  endpointRoutes,
  mayRetry,
  needsUser,
} from '@sparked/contracts';
import { i18n } from '@sparked/i18n';
import { errorFromBody } from '../model/api-error';
import {
  type ApiFailure,
  type ApiResult,
  retryFailedMessage,
  unexpectedErrorMessage,
} from '../model/api-result';
import { buildUrl, type Query } from '../model/build-url';
import { singleFlight } from '../model/single-flight';

/** A call of the contracts' endpoint table, by name or by entry (its route is all it reads). */
export type RequestTarget = EndpointName | EndpointRoute;

export interface RequestOptions {
  /** Values for the path's `{name}` segments. */
  params?: Record<string, string>;
  query?: Query;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data instead of a JSON body; the browser writes its Content-Type. */
  form?: FormData;
  responseType?: 'json' | 'blob';
  /** For a file (`blob`): told the bytes received so far as they arrive, for a progress line. */
  onProgress?: (receivedBytes: number) => void;
  /**
   * Extra request headers, e.g. `Idempotency-Key`; sent on the repeat after a refresh too.
   * Content-Type and Authorization stay the client's.
   */
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  /** Base URL per API; defaults to the same-origin prefixes the server mounts them on. */
  baseUrls?: Partial<Record<ApiName, string>>;
  fetch?: typeof fetch;
  getAccessToken(): string | null | undefined;
  /** Renews the tokens; resolves whether it worked. */
  refresh(): Promise<boolean>;
  /** Called once per failed refresh: the app logs out and sends the browser to sign in. */
  onAuthFailure(): void;
}

export interface ApiClient {
  request<TBody = unknown>(
    target: RequestTarget,
    options?: RequestOptions & { responseType?: 'json' },
  ): Promise<ApiResult<TBody>>;
  request(
    target: RequestTarget,
    options: RequestOptions & { responseType: 'blob' },
  ): Promise<Blob | ApiFailure>;
}

const authFailureStatuses = new Set([401, 403]);
/** Headers the client sets itself; a caller's copy (in any letter case) is dropped. */
const ownHeaders = new Set(['content-type', 'authorization', 'accept-language']);

function extraHeaders(headers: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !ownHeaders.has(name.toLowerCase())),
  );
}

function resolveTarget(target: RequestTarget): EndpointRoute {
  return typeof target === 'string' ? endpointRoutes[target] : target;
}

/**
 * The access token goes with every call that needs a user, and with the public calls that may be
 * retried after a refresh (analytics, which records the signed-in user); never with the sign-in
 * calls (spec §6: logout sends no token).
 */
const sendsToken = (endpoint: EndpointRoute) => needsUser(endpoint) || mayRetry(endpoint);

/** An OK body gets the success flag, a non-OK one only the status (spec §7, §8). */
async function readResponse(
  response: Response,
  blob: boolean,
  onProgress?: (receivedBytes: number) => void,
) {
  if (blob && response.ok) return onProgress ? readCounting(response, onProgress) : response.blob();
  const text = await response.text();
  // An empty body (204) is still a result, not a parse failure.
  const body: object = text ? JSON.parse(text) : {};
  return response.ok
    ? { ...body, success: true, status: response.status }
    : { ...body, status: response.status };
}

/** A file read chunk by chunk, counted as it comes: a large export says how far it got. */
async function readCounting(response: Response, onProgress: (receivedBytes: number) => void) {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body) return response.blob();
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(received);
  }
  return new Blob(chunks as BlobPart[], { type });
}

/** The body of a failed repeat, for its code; an unreadable one just lacks the error shape. */
async function readFailedBody(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return undefined;
  }
}

/** The HTTP transport of spec §7 and §8: headers, result shapes, and refresh-then-retry-once. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrls: Record<ApiName, string> = { ...apiPrefixes, ...options.baseUrls };
  // Looked up per call so a fetch installed after start-up (or stubbed in a test) is used.
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  // Parallel 401s share one refresh; its failure is reported once, not once per request.
  const refreshOnce = singleFlight(async () => {
    const refreshed = await options.refresh().catch(() => false);
    if (!refreshed) options.onAuthFailure();
    return refreshed;
  });

  /** True when fresh credentials exist: another request's refresh already replaced our token. */
  async function renewToken(sentToken: string | null | undefined): Promise<boolean> {
    const current = options.getAccessToken();
    if (sentToken && current && current !== sentToken) return true;
    return refreshOnce();
  }

  async function request(target: RequestTarget, requestOptions: RequestOptions = {}) {
    const endpoint = resolveTarget(target);
    // A missing path parameter is a programming error: it throws instead of becoming a result.
    const url = buildUrl(
      baseUrls[endpoint.api],
      endpointPath(endpoint, requestOptions.params),
      requestOptions.query,
    );
    const blob = requestOptions.responseType === 'blob';
    const useToken = sendsToken(endpoint);
    const retry = mayRetry(endpoint);
    const { form } = requestOptions;
    const body =
      form ?? (requestOptions.body === undefined ? undefined : JSON.stringify(requestOptions.body));

    const attempt = (token: string | null | undefined) => {
      const headers = extraHeaders(requestOptions.headers);
      // The language the page shows, for what the server writes itself (an email, a certificate,
      // an assistant's answer) where the account has not chosen one (decision 0046).
      headers['Accept-Language'] = i18n.locale;
      if (!blob && !form) headers['Content-Type'] = 'application/json';
      if (token) headers.Authorization = `Bearer ${token}`;
      return send(url, { method: endpoint.method, headers, body, credentials: 'include' });
    };

    let repeated: Response;
    try {
      const sentToken = useToken ? options.getAccessToken() : null;
      const response = await attempt(sentToken);
      if (!retry || !authFailureStatuses.has(response.status)) {
        return await readResponse(response, blob, requestOptions.onProgress);
      }
      if (!(await renewToken(sentToken)))
        return await readResponse(response, blob, requestOptions.onProgress);
      repeated = await attempt(useToken ? options.getAccessToken() : null);
      if (repeated.ok) return await readResponse(repeated, blob, requestOptions.onProgress);
    } catch {
      return { success: false, error: unexpectedErrorMessage };
    }
    // Outside the try: this one is meant to reach the caller (spec §8), with the repeat's code.
    throw errorFromBody(repeated.status, await readFailedBody(repeated), retryFailedMessage);
  }

  return { request: request as ApiClient['request'] };
}
