import { z } from 'zod';

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
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.enum(errorCodes),
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
