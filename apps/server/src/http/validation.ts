import type { z } from 'zod';
import { validationError } from './errors';

/** Parses a request part with its contract schema; a failure is a 400 naming the field. */
export function parseWith<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: 'request body' | 'query' | 'path' | 'request headers',
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, where);
  return result.data;
}
