import type { z } from 'zod';
import { type ApiResult, type ApiSuccess, unexpectedErrorMessage } from './api-result';

/**
 * Checks an OK result against its contract schema before anyone relies on it (e.g. stores its
 * tokens); a body that does not match is reported like any other unreadable response.
 */
export function validateResult<TSchema extends z.ZodType>(
  result: ApiResult<unknown>,
  schema: TSchema,
): ApiResult<z.output<TSchema>> {
  if (!result.success) return result;
  const parsed = schema.safeParse(result);
  if (!parsed.success) return { success: false, error: unexpectedErrorMessage };
  return { ...(parsed.data as object), success: true, status: result.status } as ApiSuccess<
    z.output<TSchema>
  >;
}
