import * as zm from 'zod/mini';

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

/**
 * The one JSON error shape of every API: `error` is a sentence a person can act on. zod/mini, as
 * the web app reads it on every page (decision 0006).
 */
export const apiErrorSchema = zm.object({
  statusCode: zm.int(),
  code: zm.enum(errorCodes),
  error: zm.string(),
  issues: zm.optional(zm.array(zm.object({ path: zm.string(), message: zm.string() }))),
});
export type ApiError = zm.infer<typeof apiErrorSchema>;
