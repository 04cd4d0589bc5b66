import { isRecord } from './is-record';

// The API's error shape without its schema: the web app reads an error body on every page, and a
// guard of a few lines keeps zod out of its entry chunk (decision 0006). `apiErrorSchema` in
// error.ts describes the same shape for the OpenAPI document and the server.

/** Machine-readable error codes; every 4xx/5xx body carries one. */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'insufficient_balance',
  'out_of_stock',
  'limit_reached',
  'not_owned',
  'idempotency_key_reused',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
  'unavailable',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The one JSON error shape of every API: `error` is a sentence a person can act on. */
export type ApiError = {
  statusCode: number;
  code: ErrorCode;
  error: string;
  issues?: Array<{ path: string; message: string }>;
};

const isIssue = (value: unknown): value is { path: string; message: string } =>
  isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';

/** The body as the error shape, or undefined when it is not one (a proxy's page, a bug). */
export function readApiError(body: unknown): ApiError | undefined {
  if (!isRecord(body)) return undefined;
  const { statusCode, code, error, issues } = body;
  if (!Number.isInteger(statusCode) || typeof error !== 'string') return undefined;
  if (!(errorCodes as readonly unknown[]).includes(code)) return undefined;
  if (issues !== undefined && !(Array.isArray(issues) && issues.every(isIssue))) return undefined;
  return { statusCode: statusCode as number, code: code as ErrorCode, error, issues };
}
